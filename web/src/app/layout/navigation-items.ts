import type { SvgIconComponent } from '@mui/icons-material';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { links, paths, type RouteName } from '../router/paths';
import { routeModules, type ModuleId } from '../router/route-modules';

/** Who is looking at the navigation. Analysts see fewer investor items and their own tools. */
export type NavRole = 'guest' | 'subscriber' | 'analyst';

/** everyone | not analysts (guests included) | signed-in non-analysts | analysts */
export type NavAudience = 'everyone' | 'notAnalyst' | 'subscriber' | 'analyst';

export interface NavItem {
  id: string;
  labelKey:
    | 'nav.market'
    | 'nav.evaLists'
    | 'nav.evaOpinions'
    | 'nav.technicalSignals'
    | 'nav.financialResearch'
    | 'nav.news'
    | 'nav.advisors'
    | 'nav.analyseStock'
    | 'nav.favourites'
    | 'nav.aboutUs'
    | 'nav.faq'
    | 'nav.bookWorkshop'
    | 'nav.myLists'
    | 'nav.analysisReviews';
  icon: SvgIconComponent;
  to: string;
  /** The route it opens: its module decides whether the item is shown. */
  route: RouteName;
  audience: NavAudience;
}

/** Sidebar main section, in the order of spec §2. */
export const mainNavItems: NavItem[] = [
  { id: 'market', labelKey: 'nav.market', icon: ShowChartIcon, to: paths.indexPerformance, route: 'indexPerformance', audience: 'everyone' },
  { id: 'eva-lists', labelKey: 'nav.evaLists', icon: FormatListNumberedIcon, to: paths.analystEva, route: 'analystEva', audience: 'notAnalyst' },
  { id: 'eva-opinions', labelKey: 'nav.evaOpinions', icon: ForumOutlinedIcon, to: links.evaOpinions, route: 'analystOpinionLists', audience: 'notAnalyst' },
  {
    id: 'technical-signals',
    labelKey: 'nav.technicalSignals',
    icon: CandlestickChartIcon,
    to: paths.stockSignals,
    route: 'stockSignals',
    audience: 'everyone',
  },
  {
    id: 'financial-research',
    labelKey: 'nav.financialResearch',
    icon: DescriptionOutlinedIcon,
    to: paths.reportsRankings,
    route: 'reportsRankings',
    audience: 'everyone',
  },
  { id: 'news', labelKey: 'nav.news', icon: NewspaperIcon, to: paths.news, route: 'news', audience: 'everyone' },
  { id: 'advisors', labelKey: 'nav.advisors', icon: SupportAgentIcon, to: paths.advisors, route: 'advisors', audience: 'everyone' },
  { id: 'analyse-stock', labelKey: 'nav.analyseStock', icon: QueryStatsIcon, to: paths.stockAnalyze, route: 'stockAnalyze', audience: 'notAnalyst' },
  { id: 'favourites', labelKey: 'nav.favourites', icon: FavoriteBorderIcon, to: paths.myFavourites, route: 'myFavourites', audience: 'subscriber' },
];

/**
 * Analysts additionally manage their lists (the upload menu is built from their lists) and review
 * the stock analyses clients ordered.
 */
export const analystNavItems: NavItem[] = [
  { id: 'my-lists', labelKey: 'nav.myLists', icon: PlaylistAddCheckIcon, to: paths.myLists, route: 'myLists', audience: 'analyst' },
  {
    id: 'analysis-reviews',
    labelKey: 'nav.analysisReviews',
    icon: RateReviewOutlinedIcon,
    to: paths.analysisReviews,
    route: 'analysisReviews',
    audience: 'analyst',
  },
];

/** The "general" section; the messaging-app contact is added when its number is known. */
export const generalNavItems: NavItem[] = [
  { id: 'about-us', labelKey: 'nav.aboutUs', icon: InfoOutlinedIcon, to: paths.aboutUs, route: 'aboutUs', audience: 'everyone' },
  { id: 'faq', labelKey: 'nav.faq', icon: HelpOutlineIcon, to: paths.faq, route: 'faq', audience: 'everyone' },
  { id: 'book-workshop', labelKey: 'nav.bookWorkshop', icon: EventAvailableIcon, to: paths.bookWorkshop, route: 'bookWorkshop', audience: 'everyone' },
];

export function isVisibleTo(audience: NavAudience, role: NavRole): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'notAnalyst':
      return role !== 'analyst';
    case 'subscriber':
      return role === 'subscriber';
    case 'analyst':
      return role === 'analyst';
  }
}

export function navRoleOf(session: { isSignedIn: boolean; isAnalyst: boolean }): NavRole {
  if (!session.isSignedIn) return 'guest';
  return session.isAnalyst ? 'analyst' : 'subscriber';
}

/**
 * Entries whose screen may be served by a module this deployment does not run, and where they
 * lead instead. Spec §2 labels the reports screen (/reports) "financial research" in navigation;
 * without the reports module that entry opens the research library (/financial-research).
 */
export const navFallbacks: Partial<Record<RouteName, RouteName>> = { reportsRankings: 'financialResearch' };

/** The route an entry leads to in this deployment: its own, else its fallback, else none (hidden). */
export function entryRoute(route: RouteName, isEnabled: (module: ModuleId | null) => boolean): RouteName | null {
  if (isEnabled(routeModules[route])) return route;
  const fallback = navFallbacks[route];
  return fallback !== undefined && isEnabled(routeModules[fallback]) ? fallback : null;
}

/**
 * Navigation entries as this deployment shows them: each leading to a served route, or left out.
 * An entry fallen back to a route another entry leads to anyway is left out (no link twice).
 */
export function shownEntries<T extends { route: RouteName; to?: string }>(items: readonly T[], isEnabled: (module: ModuleId | null) => boolean): T[] {
  const resolved = items.flatMap((item) => {
    const route = entryRoute(item.route, isEnabled);
    return route === null ? [] : [{ item, route, fellBack: route !== item.route }];
  });
  return resolved
    .filter(({ route, fellBack }) => !fellBack || !resolved.some((other) => !other.fellBack && other.route === route))
    .map(({ item, route, fellBack }) => (fellBack ? { ...item, route, ...(item.to === undefined ? {} : { to: paths[route] }) } : item));
}
