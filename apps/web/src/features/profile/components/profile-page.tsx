import { useIdentityStore } from '@/lib/identity-store';
import { AddressBook } from './address-book';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { ProfileSection } from './profile-section';

/** /profile: details, password, saved addresses and account deletion (the router lets only logged-in diners in). */
export function ProfilePage() {
  const user = useIdentityStore((state) => state.user);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-8">
      <ProfileSection title="Your details">
        <DetailsForm user={user} />
      </ProfileSection>
      <ProfileSection title="Saved addresses">
        <AddressBook userId={user.id} />
      </ProfileSection>
      <ProfileSection title="Change password">
        <PasswordForm />
      </ProfileSection>
      <ProfileSection title="Delete account">
        <DeleteAccount />
      </ProfileSection>
    </div>
  );
}
