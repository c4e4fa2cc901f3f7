import { activeRestaurants, useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { ContactPage } from '@/features/content/components/contact-page';

/** /contact with each outlet's hours (issue 18 point 7), from the outlet list the picker reads too. */
export function Component() {
  const { data } = useRestaurants();
  return <ContactPage outlets={activeRestaurants(data)} />;
}
