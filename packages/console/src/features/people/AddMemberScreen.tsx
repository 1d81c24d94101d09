import { apiMessages } from '@runway-live/domain/api';
import {
  memberFormSchema,
  TEXT_LIMITS,
  type MemberFormInput,
  type MemberFormValues,
} from '@runway-live/domain/schemas';
import { EmptyState, TextAreaField, TextField } from '@runway-live/ui';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { useToast } from '../../shared/useToast';
import { useCroppedImage } from '../../forms/useCroppedImage';
import { ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { members, useCreateMember, useIsAdmin } from './accountsApi';

const LIST = { title: 'Staff members', path: members.paths.list };
const TITLE = 'Add member';
// The server's limits (the runwayuser request schema): the inputs stop at them.
const MAX = TEXT_LIMITS.account;

const EMPTY: MemberFormInput = {
  fullName: '',
  firstName: '',
  email: '',
  mobileNumber: '',
  about: '',
  profile: '',
};

/**
 * admin/add-member: the admin creates a staff member with the member payload of section
 * 3 (roles member); the server mails it a set-password link. Staff open the route too
 * (section 6) but only the admin may add one, so they are told so.
 */
export function AddMemberScreen() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) {
    return (
      <Page title={TITLE} parents={[DASHBOARD_CRUMB, { label: LIST.title, path: LIST.path }]}>
        <EmptyState
          title="Only an admin adds staff members"
          description="Ask an admin to add the member; you can see the staff in the list."
        />
      </Page>
    );
  }
  return <AddMemberForm />;
}

function AddMemberForm() {
  const navigate = useNavigate();
  const create = useCreateMember();
  const toast = useToast();
  const { form, formRef, submit, saving, submitLabel } = useResourceForm<
    MemberFormInput,
    MemberFormValues
  >({
    schema: memberFormSchema,
    defaultValues: EMPTY,
    save: (values) => create.mutateAsync(values),
    savedMessage: apiMessages.userCreated,
    submitLabel: TITLE,
    onSaved: () => void navigate(LIST.path),
  });
  const { errors } = form.formState;
  const image = useCroppedImage(form, {
    name: 'profile',
    saved: null,
    title: 'Profile image',
    onProblem: toast.error,
  });

  // The cropper is outside the form: Enter on its zoom slider must not submit the member.
  return (
    <>
      <ResourceFormFrame
        title={TITLE}
        list={LIST}
        formRef={formRef}
        onSubmit={(event) => void submit(event)}
        saving={saving || image.uploading}
        submitLabel={submitLabel}
      >
        <TextField
          label="Full name"
          required
          autoComplete="off"
          maxLength={MAX.fullName}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="First name"
          autoComplete="off"
          maxLength={MAX.namePart}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          hint="The member chooses a password from the link mailed here."
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="off"
          maxLength={MAX.mobileNumber}
          error={errors.mobileNumber?.message}
          {...form.register('mobileNumber')}
        />
        <TextAreaField
          label="About"
          maxLength={MAX.about}
          error={errors.about?.message}
          {...form.register('about')}
        />
        {image.field({
          label: 'Profile image',
          error: errors.profile?.message,
          hint: 'Optional. Cropped to a square.',
        })}
      </ResourceFormFrame>
      {image.cropper}
    </>
  );
}

export { AddMemberScreen as Screen };
