import { MapPin } from "lucide-react";
import { initialsOf, type Leader } from "../team.ts";

const avatarColours = ["bg-ink text-signal", "bg-signal text-ink", "bg-signal-soft text-ink ring-2 ring-ink/15"];

/**
 * A member of the leadership team: their portrait from the image library, or,
 * deliberately, an illustrated initials avatar when they have none.
 */
export function LeaderCard({ leader, index }: { leader: Leader; index: number }) {
  const { portrait } = leader;
  return (
    <li className="flex flex-col rounded-lg border border-black/10 bg-white p-3">
      {portrait ? (
        <picture>
          <source type="image/avif" srcSet={portrait.avif} />
          <source type="image/webp" srcSet={portrait.webp} />
          <img
            src={portrait.jpeg}
            width={96}
            height={Math.round((96 * portrait.height) / portrait.width)}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full object-cover"
          />
        </picture>
      ) : (
        <span
          aria-hidden="true"
          className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xl font-bold tracking-wide ${avatarColours[index % avatarColours.length]}`}
        >
          {initialsOf(leader.name)}
        </span>
      )}
      <h3 className="mt-2 text-lg leading-snug font-semibold wrap-break-word">{leader.name}</h3>
      <p className="text-sm font-semibold">{leader.title}</p>
      <p className="mt-2 flex-1 text-muted">{leader.bio}</p>
      {leader.city ? (
        <p className="mt-2 inline-flex items-center gap-0.5 text-sm text-muted">
          <MapPin aria-hidden="true" size={16} />
          {leader.city}
        </p>
      ) : null}
    </li>
  );
}
