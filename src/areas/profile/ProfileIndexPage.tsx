// /profile-management opens the person's info (SPEC §2: the index leads to info).
import { Navigate } from 'react-router-dom';
import { profilePaths } from './paths';

export default function ProfileIndexPage() {
  return <Navigate to={profilePaths.info} replace />;
}
