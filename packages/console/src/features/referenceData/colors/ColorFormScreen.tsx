import { type ApiColor } from '@runway-live/domain/api';
import { isColorCode } from '@runway-live/domain/import';
import {
  TEXT_LIMITS,
  colorFormSchema,
  type ColorFormInput,
  type ColorFormValues,
} from '@runway-live/domain/schemas';
import { TextField, tokens } from '@runway-live/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { DetailGate } from '../../../resources/DetailGate';
import { ResourceFormFrame } from '../../../resources/ResourceFormFrame';
import { useResourceForm } from '../../../resources/useResourceForm';
import { colors } from './colorsApi';
import { ColorSwatch } from './ColorSwatch';
import { ProductUsage } from '../ProductUsage';

const StyledHexRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokens.space[3]};
  align-items: end;
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.size.controlMd};
  color: ${tokens.color.textMuted};
`;

/** Add a colour (colors/add) or edit one (colors/edit/:id). */
export function ColorFormScreen() {
  const { id } = useParams();
  const detail = colors.useDetail(id);
  if (id === undefined) return <ColorForm />;
  return (
    <DetailGate query={detail} list={{ title: 'Colors', path: colors.paths.list }}>
      {(color) => <ColorForm color={color} />}
    </DetailGate>
  );
}

function ColorForm({ color }: { color?: ApiColor }) {
  const navigate = useNavigate();
  const create = colors.useCreate();
  const update = colors.useUpdate(color?._id ?? '');
  const title = color ? `Edit ${color.name}` : 'Add color';
  const { form, formRef, submit, saving } = useResourceForm<ColorFormInput, ColorFormValues>({
    schema: colorFormSchema,
    defaultValues: { name: color?.name ?? '', hex: color?.hex ?? '' },
    save: (values, changed) => (color ? update.mutateAsync(changed) : create.mutateAsync(values)),
    savedMessage: color ? 'Color saved' : 'Color added',
    onSaved: () => void navigate(colors.paths.list),
  });
  const { errors } = form.formState;
  const hex = (form.watch('hex') ?? '').trim();
  const preview = isColorCode(hex) ? hex.toUpperCase() : null;
  return (
    <ResourceFormFrame
      title={title}
      list={{ title: 'Colors', path: colors.paths.list }}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <TextField
        label="Name"
        required
        maxLength={TEXT_LIMITS.color.name}
        hint="Stored as 'Light blue': first letter capitalised."
        error={errors.name?.message}
        {...form.register('name')}
      />
      <StyledHexRow>
        <TextField
          label="Hex code"
          placeholder="#1A2B3C"
          maxLength={TEXT_LIMITS.color.hex}
          spellCheck={false}
          hint="A hash and six hex digits; leave empty for none."
          error={errors.hex?.message}
          {...form.register('hex')}
        />
        <StyledPreview aria-live="polite">
          <ColorSwatch hex={preview} />
          <span>{preview ? 'Preview' : 'No swatch'}</span>
        </StyledPreview>
      </StyledHexRow>
      {color ? <ProductUsage filter={{ color: color.name }} /> : null}
    </ResourceFormFrame>
  );
}

export { ColorFormScreen as Screen };
