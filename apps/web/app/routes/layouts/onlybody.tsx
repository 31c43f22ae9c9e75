import { Outlet } from 'react-router';

/** The page body only, without header or footer (storefront.md §2.1 'onlybody'). */
export default function OnlyBodyLayout() {
  return <Outlet />;
}
