import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useSiteLayout } from '../app/site-layout.js';
import { ServiceDropdown } from './ServiceDropdown.js';
import { SiteLink } from './SiteLink.js';
import { SearchButton } from './search/SearchButton.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { SharedPart } from '../app/shared-parts.js';
import { useSharedTextLanguage } from './language.js';

/** Logo, top menu, Quick Contact and the bar of service dropdowns; one menu button on narrow screens. */
export function SiteHeader() {
  const { site, navigation, strings } = useSiteLayout();
  const english = useSharedTextLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // A followed link closes whatever menu it was in.
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dropdown inside the menu handles its own Escape first, closing just itself.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <SiteLink to="/" className="brand">
          <img src={site.logo.image} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} {...english('site.logo.alt')} />
        </SiteLink>
        <SearchButton />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menus"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle-icon" aria-hidden="true" />
          <span className="menu-toggle-text">{menuOpen ? strings.closeMenu : strings.menu}</span>
        </button>
        <div id="site-menus" className={`site-menus${menuOpen ? ' is-open' : ''}`}>
          <SharedPart as="nav" name="main-menu" aria-label={strings.mainMenu} className="main-nav">
            <ul>
              {navigation.menu.map((item, index) => (
                <li key={item.link}>
                  <SiteLink href={item.link} {...english(`navigation.menu.${index}.label`)}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </SharedPart>
          <SiteLink href={navigation.quickContact.link} className="button button-accent quick-contact" {...english('navigation.quickContact.label')}>
            {navigation.quickContact.label}
          </SiteLink>
          <LanguageSwitch placement="menu" />
        </div>
      </div>
      <nav aria-label={strings.serviceAreas} className={`service-bar${menuOpen ? ' is-open' : ''}`}>
        <SharedPart as="ul" name="service-bar" className="container service-bar-list">
          {navigation.groups.map((group, index) => (
            <ServiceDropdown
              key={group.title}
              group={group}
              index={index}
              open={openGroup === index}
              onOpenChange={(open) => setOpenGroup((current) => (open ? index : current === index ? null : current))}
            />
          ))}
        </SharedPart>
      </nav>
    </header>
  );
}
