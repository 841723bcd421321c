// The other sign-in screens, one lazily loaded chunk (they are small and reached one after another).
export { RegisterPage } from './RegisterPage';
export { RegisterSuccessPage } from './RegisterSuccessPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { VerifySuccessPage } from './VerifySuccessPage';
export { EmailLoginPage } from './EmailLoginPage';
export { IdpCallbackPage } from './IdpCallbackPage';
