import { PageIntro } from '../components/PageIntro';
import { TeamMemberCard } from '../components/TeamMemberCard';
import type { PageDataFor } from '../../shared/page-data';

export function TeamPage({ data }: { data: PageDataFor<'team'> }) {
  const { route } = data;
  return (
    <>
      <PageIntro heading={route.heading} intro={route.intro} />
      <div className="section">
        <ul className="container team-grid">
          {route.members.map((member) => (
            <TeamMemberCard key={member.name} member={member} headingLevel={2} />
          ))}
        </ul>
      </div>
    </>
  );
}
