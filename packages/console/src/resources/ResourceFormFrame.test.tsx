import { Button, TextField } from '@runway-live/ui';
import { act, render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../test/renderApp';
import { unsavedChangesAtom } from '../state/unsavedChanges';
import { FormSection, ResourceFormFrame } from './ResourceFormFrame';

function renderFrame(store = createStore()) {
  render(
    <AppProviders store={store}>
      <MemoryRouter>
        <ResourceFormFrame
          title="Edit coat"
          list={{ title: 'Coats', path: '/coats' }}
          formRef={() => undefined}
          onSubmit={vi.fn()}
          saving={false}
          submitLabel="Save coat"
          sectioned
          startAction={<Button variant="danger">Delete</Button>}
        >
          <FormSection title="Basics">
            <TextField label="Name" />
          </FormSection>
          <FormSection title="Pricing">
            <TextField label="Price" />
          </FormSection>
        </ResourceFormFrame>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

describe('ResourceFormFrame', () => {
  it('draws a sectioned form as one card per section, then the one Cancel/Save row', () => {
    renderFrame();
    const form = screen.getByRole('form', { name: 'Edit coat' });
    const sections = within(form).getAllByRole('region');
    expect(sections).toHaveLength(2);
    expect(within(sections[0]!).getByRole('heading', { name: 'Basics' })).toBeInTheDocument();
    expect(within(sections[1]!).getByRole('textbox', { name: 'Price' })).toBeInTheDocument();
    const buttons = within(form)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Delete', 'Save coat']);
    expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/coats');
  });

  it("leaves the save to the header's bar while there are unsaved changes", () => {
    const store = renderFrame();
    act(() => store.set(unsavedChangesAtom, { onDiscard: vi.fn(), onUpdate: vi.fn() }));
    expect(screen.queryByRole('button', { name: 'Save coat' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeInTheDocument();
    act(() => store.set(unsavedChangesAtom, null));
    expect(screen.getByRole('button', { name: 'Save coat' })).toBeInTheDocument();
  });
});
