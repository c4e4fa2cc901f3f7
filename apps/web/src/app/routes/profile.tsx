export { ProfilePage as Component } from '../account-pages';
