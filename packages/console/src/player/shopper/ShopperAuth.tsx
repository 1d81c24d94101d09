import { zodResolver } from '@hookform/resolvers/zod';
import { apiMessages, registerRequestSchema } from '@runway-live/domain/api';
import { messages } from '@runway-live/domain/messages';
import type { AccountRegisterPayload } from '@runway-live/domain/payloads';
import {
  installPlainIssueMessages,
  loginSchema,
  PASSWORD_MIN_LENGTH,
  type LoginValues,
} from '@runway-live/domain/schemas';
import {
  Alert,
  Button,
  PasswordField,
  ShopperAuthDialog,
  TextField,
  type ShopperAuthMode,
} from '@runway-live/ui';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { ShopperApi } from './shopperApi';
import { ShopperCallError } from './shopperApi';
import type { ShopperSession } from './shopperSession';

// This chunk loads when a viewer asks to sign in: the rules without a message of their own
// speak plain English here as in the console (its main.tsx does the same).
installPlainIssueMessages();

export type ShopperAuthProps = {
  mode: ShopperAuthMode;
  onModeChange: (mode: ShopperAuthMode) => void;
  /** Back to the show (Escape, the close button, or after signing in). */
  onClose: () => void;
  api: Pick<ShopperApi, 'login' | 'register'>;
  /** A session was handed out: the page keeps it and carries on with it. */
  onSignedIn: (session: ShopperSession) => void;
};

/** The server's refusal, else the fallback (section 8: 'Invalid login' for a sign-in). */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ShopperCallError ? error.message : fallback;

/** The e-mail both forms ask for, asked the same way. */
function EmailField(props: { error: string | undefined } & UseFormRegisterReturn<'email'>) {
  return <TextField label="E-mail" type="email" autoComplete="email" required {...props} />;
}

function SignInForm({ api, onSignedIn }: Pick<ShopperAuthProps, 'api' | 'onSignedIn'>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await api.login({ email: values.email.trim(), password: values.password });
      onSignedIn({ token: answer.token, user: answer.user });
    } catch (error) {
      setRefusal(failureText(error, messages.invalidLogin));
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Sign in">
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}

function CreateAccountForm({
  api,
  onCreated,
}: Pick<ShopperAuthProps, 'api'> & {
  onCreated: (session: ShopperSession, message: string) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AccountRegisterPayload>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { fullName: '', email: '', password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await api.register(values);
      onCreated({ token: answer.token, user: answer.user }, answer.message);
    } catch (error) {
      // A taken e-mail is said under the e-mail; anything else above the form.
      if (error instanceof ShopperCallError && error.status === 409) {
        form.setError('email', { message: error.message }, { shouldFocus: true });
      } else {
        setRefusal(failureText(error, messages.technicalError));
      }
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Create account">
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <TextField
        label="Full name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Repeat the password"
        autoComplete="new-password"
        required
        error={errors.repeatPassword?.message}
        {...form.register('repeatPassword')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}

/**
 * The shoppers' sign-in and sign-up on the player (issue 29): a dialog over the show,
 * `POST /api/auth/login` with device_type 'web' and `POST /api/auth/register` with section
 * 3's payload, checked by the domain's own schemas. A sign-in closes it at once (the viewer
 * is back where they were); a new account says to verify the e-mail (the server mailed the
 * link), signed in already.
 */
export default function ShopperAuth({
  mode,
  onModeChange,
  onClose,
  api,
  onSignedIn,
}: ShopperAuthProps) {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <ShopperAuthDialog
      open
      mode={mode}
      onModeChange={onModeChange}
      onClose={onClose}
      done={created === null ? undefined : <p role="status">{created}</p>}
      signIn={
        <SignInForm
          api={api}
          onSignedIn={(session) => {
            onSignedIn(session);
            onClose();
          }}
        />
      }
      createAccount={
        <CreateAccountForm
          api={api}
          onCreated={(session, message) => {
            onSignedIn(session);
            setCreated(message || apiMessages.registered);
          }}
        />
      }
    />
  );
}
