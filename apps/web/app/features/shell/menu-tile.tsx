import type { MenuImage } from '@shop/core';
import { Link } from 'react-router';
import { contentImageUrl } from '../../lib/media';
import { useShellData } from '../../lib/shell-data';

/** An image tile of a menu: image, title and subtitle, linked when the slot has a link. */
export function MenuTile({ tile, compact = false }: { tile: MenuImage; compact?: boolean }) {
  const { imageHost } = useShellData();
  const content = (
    <>
      <img
        src={contentImageUrl(tile.image, imageHost)}
        alt={tile.alt || tile.title}
        loading="lazy"
        className="aspect-[16/10] w-full rounded-xl bg-sand object-cover transition-transform duration-500 group-hover:scale-[1.02]"
      />
      {tile.title && (
        <span className={`mt-2 block font-medium text-ink ${compact ? 'text-xs' : 'text-sm'}`}>
          {tile.title}
        </span>
      )}
      {tile.subtitle && <span className="block text-xs text-ink-soft">{tile.subtitle}</span>}
    </>
  );
  const className = 'group block overflow-hidden';
  if (!tile.href) {
    return (
      <div data-testid="menu-tile" className={className}>
        {content}
      </div>
    );
  }
  return tile.href.startsWith('http') ? (
    <a data-testid="menu-tile" href={tile.href} className={className}>
      {content}
    </a>
  ) : (
    <Link data-testid="menu-tile" to={tile.href} className={className}>
      {content}
    </Link>
  );
}
