import { RouteIntro } from '../components/PageIntro.js';
import { partLanguage } from '../components/language.js';
import { TeamMemberProfile } from '../components/TeamMemberProfile.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function TeamPage({ data }: { data: PageDataFor<'team'> }) {
  const { route } = data;
  return (
    <>
      <RouteIntro data={data} withReviewed />
      <div className="section">
        <div className="container">
          <ul className="team-profiles">
            {route.members.map((member, index) => (
              <TeamMemberProfile key={member.name} member={member} lang={partLanguage(data, `members.${index}`)} />
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
