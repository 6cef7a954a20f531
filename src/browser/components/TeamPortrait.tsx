import type { TeamMember } from '../../generated/manifest-types.gen.js';
import { initials } from '../../shared/team.js';
import { SiteImage } from './SiteImage.js';

/** The member's photo, or their initials in its place so every profile keeps the same shape. */
/** `lang`: the alt text's language when it is not the page's (a member not translated yet). */
export function TeamPortrait({ member, lang }: { member: Pick<TeamMember, 'name' | 'photo' | 'alt'>; lang?: string }) {
  if (member.photo) {
    return <SiteImage className="team-portrait" src={member.photo} alt={member.alt ?? ''} width={320} height={320} sizes="10rem" lang={lang} />;
  }
  // The name is the heading right beside it: the initials are decoration.
  return (
    <span className="team-portrait team-initials" aria-hidden="true">
      {initials(member.name)}
    </span>
  );
}
