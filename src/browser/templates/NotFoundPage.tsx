import { useSiteLayout } from '../app/site-layout';
import { SiteLink } from '../components/SiteLink';
import { PageIntro } from '../components/PageIntro';

export function NotFoundPage() {
  const { notFound, navigation } = useSiteLayout();
  return (
    <>
      <PageIntro heading={notFound.heading} intro={notFound.text} />
      <div className="section">
        <div className="container narrow not-found">
          <SiteLink to="/" className="button button-accent">
            Go to the home page
          </SiteLink>
          <SiteLink to="/Contact-Us" className="button">
            Contact us
          </SiteLink>
          <p className="visually-hidden">Main sections: {navigation.menu.map((item) => item.label).join(', ')}.</p>
        </div>
      </div>
    </>
  );
}
