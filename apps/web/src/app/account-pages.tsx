import { PageFrame } from '@/components/layout/page-frame';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { OtpForm } from '@/features/auth/components/otp-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { ProfilePage as ProfileSections } from '@/features/profile/components/profile-page';

// The account pages (log in, sign up, code, forgotten password, profile) share most of their code
// (fields, rules, the session start), so they are one module: one chunk for the lot rather than a
// chunk per shared piece, each of which the entry would have to name for preloading (issue 8: the
// first-load budget of /).

export function LoginPage() {
  return (
    <PageFrame title="Log in" lead="Log in to see your orders, favourites and saved addresses." access="guests">
      <LoginForm />
    </PageFrame>
  );
}

export function SignupPage() {
  return (
    <PageFrame title="Sign up" lead="Save your addresses and favourites, and follow your orders." access="guests">
      <SignupForm />
    </PageFrame>
  );
}

export function OtpVerificationPage() {
  return (
    <PageFrame title="Verify your code" lead="Enter the code we emailed you to verify your address.">
      <OtpForm />
    </PageFrame>
  );
}

export function ForgotPasswordPage() {
  return (
    <PageFrame title="Forgot password" lead="We will email you a code to choose a new password.">
      <ForgotPasswordForm />
    </PageFrame>
  );
}

export function ProfilePage() {
  return (
    <PageFrame title="Your profile" lead="Your details and delivery addresses." access="diners">
      <ProfileSections />
    </PageFrame>
  );
}
