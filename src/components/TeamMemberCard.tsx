import type { TeamMember } from '../manifest/types.gen';

export function TeamMemberCard({ member, compact = false }: { member: TeamMember; compact?: boolean }) {
  return (
    <li className="team-member">
      <img src={member.photo} alt={member.alt} width={320} height={320} loading="lazy" decoding="async" />
      <h3>{member.name}</h3>
      <p className="team-role">{member.role}</p>
      {!compact && <p>{member.bio}</p>}
    </li>
  );
}
