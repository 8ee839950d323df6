import { Outlet } from "react-router";
import { CareersNavbar } from "../features/careers/components/careers-navbar.tsx";

// The careers portal: its own dark navigation bar above every /careers/jobs page.
export default function CareersJobsLayout() {
  return (
    <>
      <CareersNavbar applicant={null} />
      <Outlet />
    </>
  );
}
