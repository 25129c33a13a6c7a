// `@theme/Icon/Socials/Email`: the mark of an author's `email` social (Docusaurus 3.9 and later):
// an "at" sign in the text colour, drawn as Docusaurus draws it (a tabler icon, 24-unit box).
import type { ComponentProps } from 'react';

export default function Email(props: ComponentProps<'svg'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth={2}
      {...props}
    >
      <path stroke="none" d="M0 0h24v24H0z" />
      <path d="M7.2 12a4.8 4.8 0 1 0 9.6 0 4.8 4.8 0 1 0-9.6 0" />
      <path d="M16.8 12v1.8a3 3 0 0 0 6 0V12a10.8 10.8 0 1 0-6.6 9.936" />
    </svg>
  );
}
