/** A new applicant account's sign-up: a password long and uncommon enough for every check. */
export const applicantSignUp = {
  firstName: "Asha",
  lastName: "Mwinyi",
  email: "asha@example.com",
  password: "Tanzania-Fleet-Night-Shift",
};
