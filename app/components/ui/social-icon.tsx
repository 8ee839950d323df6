// Small monochrome marks for the social networks the company uses.
const paths = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z",
  x: "M4 4h4.6l4 5.6L17.3 4H20l-6.1 7 6.6 9h-4.6l-4.3-5.9L6.6 20H4l6.4-7.3z",
  linkedin:
    "M5.3 8.9h3V19h-3zM6.8 4.5a1.7 1.7 0 1 1 0 3.5 1.7 1.7 0 0 1 0-3.5zM10.2 8.9h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V19h-3v-5c0-1.2 0-2.7-1.7-2.7s-1.9 1.3-1.9 2.6V19h-3z",
} as const;

export function SocialIcon({ network }: { network: keyof typeof paths }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
