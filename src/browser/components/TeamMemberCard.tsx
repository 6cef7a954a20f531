import type { TeamMember } from '../../generated/manifest-types.gen';
import { postNominals } from '../../shared/team';
import { TeamPortrait } from './TeamPortrait';

/**
 * A member as the About Us preview shows them: portrait, name, letters after the name and role. The biography
 * belongs to the team page (TeamMemberProfile), which the preview links to.
 */
export function TeamMemberCard({ member }: { member: Omit<TeamMember, 'bio'> }) {
  const letters = postNominals(member);
  return (
    <li className="team-member">
      <TeamPortrait member={member} />
      <h3 className="team-member-name">{member.name}</h3>
      {letters && <p className="team-post-nominals">{letters}</p>}
      <p className="team-role">{member.role}</p>
    </li>
  );
}
