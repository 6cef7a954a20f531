import { mailtoHref, telHref } from './contact-links.js';

// A phone number or an e-mail address runs left to right even inside Arabic text: without its own direction
// "+971 4 000 0000" would be shown as "0000 000 4 971+". `dir` also isolates it from the words around it.

export function PhoneLink({ number }: { number: string }) {
  return (
    <a href={telHref(number)} dir="ltr">
      {number}
    </a>
  );
}

export function EmailLink({ address }: { address: string }) {
  return (
    <a href={mailtoHref(address)} dir="ltr">
      {address}
    </a>
  );
}
