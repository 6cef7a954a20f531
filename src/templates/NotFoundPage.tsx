import { Link } from '@tanstack/react-router';
import { siteLayout } from '../generated/site.gen';
import { PageIntro } from '../components/PageIntro';

const { notFound, navigation } = siteLayout;

export function NotFoundPage() {
  return (
    <>
      <PageIntro heading={notFound.heading} intro={notFound.text} />
      <div className="section">
        <div className="container narrow not-found">
          <Link to="/" className="button button-accent">
            Go to the home page
          </Link>
          <Link to="/Contact-Us" className="button">
            Contact us
          </Link>
          <p className="visually-hidden">Main sections: {navigation.menu.map((item) => item.label).join(', ')}.</p>
        </div>
      </div>
    </>
  );
}
