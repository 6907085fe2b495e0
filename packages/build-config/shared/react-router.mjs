// What the apps may import from 'react-router'. The package ships one bundle with data routers, SSR
// and RSC code; a shared module cannot be tree-shaken by its consumers, so every app shares this
// subset instead (a quarter of the size). Add an export here before using it in an app:
// src/shared-exports.test.ts checks that every import in the apps and packages is listed.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_RouteContext,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-bundle';
