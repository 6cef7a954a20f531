import { PageIntro } from '../components/PageIntro';
import { TeamMemberProfile } from '../components/TeamMemberProfile';
import type { PageDataFor } from '../../shared/page-data';

export function TeamPage({ data }: { data: PageDataFor<'team'> }) {
  const { route } = data;
  return (
    <>
      <PageIntro heading={route.heading} intro={route.intro} reviewed={route.reviewed} />
      <div className="section">
        <div className="container">
          <ul className="team-profiles">
            {route.members.map((member) => (
              <TeamMemberProfile key={member.name} member={member} />
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
