import { render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from './ApiProvider';
import { useSingleCall } from './useSingleCall';

function LinkCheck({ token, call }: { token: string; call: () => Promise<string> }) {
  const check = useSingleCall(`check:${token}`, call);
  if (check.isError) return <p role="alert">{check.error.message}</p>;
  return <p>{check.isSuccess ? check.data : 'checking'}</p>;
}

/** One app (one API client) in StrictMode, as main.tsx renders it. */
function renderInApp(ui: React.ReactNode) {
  return render(
    <StrictMode>
      <JotaiProvider store={createStore()}>
        <BrowserRouter>
          <ApiProvider>{ui}</ApiProvider>
        </BrowserRouter>
      </JotaiProvider>
    </StrictMode>,
  );
}

describe('useSingleCall', () => {
  it('makes one call per key even when StrictMode mounts twice, and shows its answer', async () => {
    let calls = 0;
    const call = async () => {
      calls += 1;
      return 'link is good';
    };
    renderInApp(<LinkCheck token="abc" call={call} />);
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('link is good')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the failure of the call', async () => {
    renderInApp(
      <LinkCheck token="expired" call={() => Promise.reject(new Error('Link is expired'))} />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Link is expired');
  });

  it('calls again in another app: the answers belong to one API client', async () => {
    let calls = 0;
    const call = async () => {
      calls += 1;
      return `answer ${calls}`;
    };
    renderInApp(<LinkCheck token="same" call={call} />);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    renderInApp(<LinkCheck token="same" call={call} />);
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
