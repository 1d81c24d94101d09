import {
  apiMessages,
  memberFormSchema,
  type MemberFormInput,
  type MemberFormValues,
} from '@runway-live/domain';
import { CropperDialog, EmptyState, FileInput, TextField } from '@runway-live/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc, useUploadImage } from '../../api/uploads';
import { DASHBOARD_CRUMB, Page } from '../../app/Page';
import { useToast } from '../../app/useToast';
import { ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { AboutField } from '../profile/AboutField';
import { members, useCreateMember, useIsAdmin } from './accountsApi';

const LIST = { title: 'Staff members', path: members.paths.list };
const TITLE = 'Add member';
/** The cropper takes these (section 5, image types); the crop goes up as a JPEG. */
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'tiff'] as const;
// The server's limits (the runwayuser request schema): the inputs stop at them.
const MAX = { name: 120, part: 60, mobile: 20, about: 1000 } as const;

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
  const upload = useUploadImage();
  const toast = useToast();
  const [toCrop, setToCrop] = useState<File | null>(null);
  const [cropped, setCropped] = useState<{ name: string; src: string } | null>(null);
  const [uploading, setUploading] = useState(false);
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
    conflictField: (message) => (message === apiMessages.emailTaken ? 'email' : undefined),
  });
  const { errors } = form.formState;
  const profile = form.watch('profile');

  const setProfile = (name: string) =>
    form.setValue('profile', name, { shouldDirty: true, shouldValidate: true });

  const uploadCrop = async (image: File) => {
    setToCrop(null);
    setUploading(true);
    try {
      const name = await upload.mutateAsync(image);
      setCropped({ name: image.name, src: uploadedImageSrc(name) });
      setProfile(name);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setUploading(false);
    }
  };

  // The cropper is outside the form: Enter on its zoom slider must not submit the member.
  return (
    <>
      <ResourceFormFrame
        title={TITLE}
        list={LIST}
        formRef={formRef}
        onSubmit={(event) => void submit(event)}
        saving={saving || uploading}
        submitLabel={submitLabel}
      >
        <TextField
          label="Full name"
          required
          autoComplete="off"
          maxLength={MAX.name}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="First name"
          autoComplete="off"
          maxLength={MAX.part}
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
          maxLength={MAX.mobile}
          error={errors.mobileNumber?.message}
          {...form.register('mobileNumber')}
        />
        <AboutField
          label="About"
          maxLength={MAX.about}
          error={errors.about?.message}
          {...form.register('about')}
        />
        <FileInput
          name="profile"
          label="Profile image"
          accept={IMAGE_TYPES}
          file={null}
          hint={uploading ? 'Uploading…' : 'Optional. Cropped to a square.'}
          error={errors.profile?.message}
          disabled={uploading}
          preview={profile && cropped ? { ...cropped, cropped: true } : undefined}
          onFileChange={(file) => {
            if (file) {
              setToCrop(file);
            } else {
              setCropped(null);
              setProfile('');
            }
          }}
        />
      </ResourceFormFrame>
      <CropperDialog
        open={toCrop !== null}
        image={toCrop}
        onConfirm={(image) => void uploadCrop(image)}
        onClose={() => setToCrop(null)}
      />
    </>
  );
}

export { AddMemberScreen as Screen };
