import { type ApiUser } from '@runway-live/domain/api';
import {
  buildDesignerAccountPayload,
  buildDesignerUpdate,
  DESIGNER_ACCOUNT_DEFAULTS,
  designerAccountFormValues,
} from '@runway-live/domain/payloads';
import {
  designerAccountFormSchema,
  requiredFields,
  type DesignerAccountFormInput,
  type DesignerAccountFormValues,
} from '@runway-live/domain/schemas';
import { NumericInput } from '@runway-live/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../shared/useToast';
import { DetailGate } from '../../resources/DetailGate';
import { FieldColumns } from '../../forms/FieldColumns';
import { FormSection, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { useCroppedImage } from '../../forms/useCroppedImage';
import { DesignerProfileFields, useAddressVerification } from '../designerApplication';
import { designerName } from './DesignerSelect';
import { designers, useCreateDesigner, useDesignerDetail, useUpdateDesigner } from './designersApi';

const LIST = { title: 'Designers', path: designers.paths.list };

// Marked from the schema's own rules, never a copy of them.
const REQUIRED: ReadonlySet<string> = requiredFields(designerAccountFormSchema);

/**
 * An admin adds a designer (designer/add-designer) or edits one
 * (designer/edit-designer/:user_id) with the application's own form parts, plus the
 * commission and subscription amount. A new designer is mailed a set-password link.
 */
export function DesignerFormScreen() {
  const { user_id: id } = useParams();
  const detail = useDesignerDetail(id);
  if (id === undefined) return <DesignerForm />;
  return (
    <DetailGate query={detail} list={LIST}>
      {(designer) => <DesignerForm designer={designer} />}
    </DetailGate>
  );
}

function DesignerForm({ designer }: { designer?: ApiUser }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateDesigner();
  const update = useUpdateDesigner();
  const { form, formRef, submit, saving } = useResourceForm<
    DesignerAccountFormInput,
    DesignerAccountFormValues
  >({
    schema: designerAccountFormSchema,
    defaultValues: designer ? designerAccountFormValues(designer) : DESIGNER_ACCOUNT_DEFAULTS,
    // A United States address is verified through the address popup first (section 4).
    beforeSave: (values): boolean => addresses.verifiedOrCheck(values),
    save: (values) =>
      designer
        ? update.mutateAsync(buildDesignerUpdate(designer._id, values))
        : create.mutateAsync(buildDesignerAccountPayload(values)),
    savedMessage: designer
      ? 'Designer saved'
      : 'Designer added: a link to choose a password is on its way to them',
    onSaved: () => void navigate(designer ? designers.paths.detail(designer._id) : LIST.path),
  });
  const addresses = useAddressVerification(form, {
    // A saved designer's addresses are checked again only once they change.
    saved: designer !== undefined,
    onProblem: toast.error,
    onPicked: () => undefined,
    resubmit: () => void submit(),
  });
  const logo = useCroppedImage(form, {
    name: 'profileImage',
    saved: designer?.designer?.brandLogo || null,
    title: 'Brand logo',
    onProblem: toast.error,
  });
  const { errors } = form.formState;

  return (
    <>
      <ResourceFormFrame
        title={designer ? `Edit ${designerName(designer)}` : 'Add designer'}
        list={LIST}
        formRef={formRef}
        onSubmit={(event) => void submit(event)}
        saving={saving || addresses.checking || logo.uploading}
        sectioned
      >
        <DesignerProfileFields
          form={form}
          required={REQUIRED}
          verified={addresses.verified}
          section={(title, content) => (
            <FormSection key={title} title={title}>
              {content}
            </FormSection>
          )}
          logo={{
            title: 'Brand logo',
            field: logo.field({
              label: 'Brand logo (png, jpg, jpeg)',
              required: false,
              error: errors.profileImage?.message,
            }),
          }}
          emailReadOnly={designer !== undefined}
          columns
        />
        <FormSection title="Terms">
          <FieldColumns>
            <NumericInput
              label="Commission (%)"
              hint="The marketplace's share of each sale."
              required
              error={errors.commission?.message}
              {...form.register('commission')}
            />
            <NumericInput
              label="Subscription amount (USD a month)"
              hint="0 for no subscription; above 0, the designer subscribes before going live."
              required
              error={errors.subscriptionAmount?.message}
              {...form.register('subscriptionAmount')}
            />
          </FieldColumns>
        </FormSection>
      </ResourceFormFrame>
      {logo.cropper}
      {addresses.dialog}
    </>
  );
}

export { DesignerFormScreen as Screen };
