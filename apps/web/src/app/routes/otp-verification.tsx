export { OtpVerificationPage as Component } from '../account-pages';
