export { LoginPage as Component } from '../account-pages';
