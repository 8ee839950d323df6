import { Outlet } from "react-router";
import { AuthProvider, useAuth } from "../features/careers/auth/auth-context.tsx";
import { CareersNavbar } from "../features/careers/components/careers-navbar.tsx";

// The careers portal: its own dark navigation bar above every /careers/jobs
// page, and the applicant session (AuthProvider) around all of them. Pages
// render straight away (the positions and job pages on the server); only the
// parts that depend on the session wait for it, with a skeleton.
export default function CareersJobsLayout() {
  return (
    <AuthProvider>
      <PortalNavbar />
      <Outlet />
    </AuthProvider>
  );
}

function PortalNavbar() {
  const { loading, applicant, logout } = useAuth();
  return <CareersNavbar applicant={applicant} loading={loading} onLogout={logout} />;
}
