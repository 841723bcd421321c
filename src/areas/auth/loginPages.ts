// What /login shows: the sign-in page, and in its place the operator's login-as page or the signed-in page of
// an invitation link. Their own chunk, so the first page a visitor opens loads none of the other sign-in screens.
export { LoginPage } from './LoginPage';
export { LoginAsPage } from './LoginAsPage';
export { InvitationSignedInPage } from './InvitationSignedInPage';
