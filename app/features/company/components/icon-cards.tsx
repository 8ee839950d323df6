import type { LucideIcon } from "lucide-react";
import type { Card } from "#app/components/ui/page-kit.tsx";
import { Rich, type RichText } from "#app/components/ui/rich-text.tsx";

/** Content cards ({ title, text, icon }) as page-kit cards. */
export function iconCards(cards: { title: string; text: RichText; icon?: LucideIcon; footer?: string }[]): Card[] {
  return cards.map(({ title, text, icon: Icon, footer }) => ({
    title,
    text: <Rich text={text} />,
    icon: Icon ? <Icon size={20} /> : undefined,
    footer: footer ? <p className="text-sm font-semibold text-ink">{footer}</p> : undefined,
  }));
}
