import { Fragment, useId } from "react";

const ink = "#1c1c1c";
const muted = "#595959";
const soft = "#fff6d6";
const signal = "#ffc400";

type BoxProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  lines?: string[];
  dark?: boolean;
  titleSize?: number;
};

/** A labelled box: a bold title and up to three short lines under it. */
function Box({ x, y, width, height, title, lines = [], dark = false, titleSize = 17 }: BoxProps) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="12"
        fill={dark ? ink : "#ffffff"}
        stroke={ink}
        strokeWidth="2"
      />
      <text x={x + 14} y={y + 28} fontSize={titleSize} fontWeight="700" fill={dark ? signal : ink}>
        {title}
      </text>
      {lines.map((line, index) => (
        <text key={line} x={x + 14} y={y + 52 + index * 22} fontSize="15" fill={dark ? "#e6e6e6" : muted}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** The two lower tiers, a box in each column: the arrow into each box names what flows down it. */
const tiers: { y: number; boxes: (Pick<BoxProps, "x" | "title" | "lines" | "titleSize"> & { arrow: string })[] }[] = [
  {
    y: 440,
    boxes: [
      {
        x: 60,
        arrow: "critical events",
        title: "Marut Life Savers",
        lines: ["24/7 analysts review video", "and call within minutes"],
      },
      {
        x: 330,
        arrow: "every event",
        title: "Marut Insights",
        lines: ["risk scores, dashboards", "and weekly reports"],
      },
    ],
  },
  {
    y: 596,
    boxes: [
      { x: 60, arrow: "escalation", title: "Fleet managers", lines: ["act on escalations", "and monthly trends"] },
      {
        x: 330,
        arrow: "coaching list",
        title: "Happy Driver Programme",
        titleSize: 15,
        lines: ["coaching on the driver's", "own clips, and rewards"],
      },
    ],
  },
];

function Label({ x, y, lines }: { x: number; y: number; lines: string[] }) {
  return (
    <text x={x} y={y} fontSize="14" fill={muted}>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : 18}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * How data moves between Marut's products: from the devices in the vehicle to
 * the platform, on to the Life Savers team, Insights, managers and coaching,
 * and back to the driver. The steps are also given as text beside it.
 */
export function DataFlowDiagram({ label }: { label: string }) {
  const arrow = `${useId().replace(/[^a-zA-Z0-9_-]/g, "")}-arrow`;
  const marker = `url(#${arrow})`;
  return (
    <svg
      viewBox="0 0 600 740"
      role="img"
      aria-label={label}
      className="h-auto w-full"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
          <path d="M0 0 L10 5 L0 10 Z" fill={ink} />
        </marker>
      </defs>

      <rect x="60" y="20" width="520" height="204" rx="16" fill={soft} stroke={ink} strokeWidth="2" />
      <text x="80" y="50" fontSize="18" fontWeight="700" fill={ink}>
        In the vehicle
      </text>
      <Box x={80} y={64} width={150} height={68} title="Cabin Vision" titleSize={16} lines={["driver camera"]} />
      <Box x={250} y={64} width={140} height={68} title="Marut Edge" titleSize={16} lines={["AI, GPS and 4G"]} dark />
      <Box x={410} y={64} width={150} height={68} title="Road Sense" titleSize={16} lines={["road camera"]} />
      <Box x={80} y={150} width={150} height={64} title="The driver" titleSize={16} lines={["hears and sees it"]} />
      <Box x={250} y={150} width={140} height={64} title="Cabin Alerts" titleSize={16} lines={["sound and light"]} />
      <g stroke={ink} strokeWidth="2.5">
        <path d="M230 98 H246" markerEnd={marker} />
        <path d="M410 98 H394" markerEnd={marker} />
        <path d="M320 132 V146" markerEnd={marker} />
        <path d="M250 182 H234" markerEnd={marker} />
      </g>
      <Label x={404} y={176} lines={["warning within 0.3 s,", "no network needed"]} />

      <path d="M320 224 V276" stroke={ink} strokeWidth="2.5" markerEnd={marker} />
      <Label x={334} y={246} lines={["event clips, trips, fuel,", "encrypted over 4G"]} />

      <Box
        x={60}
        y={280}
        width={520}
        height={100}
        title="Marut platform"
        lines={["Events, trips, fuel and clips, stored in region", "Rules and risk scores decide who needs to know"]}
        dark
      />

      {tiers.map((tier) => (
        <Fragment key={tier.y}>
          <g stroke={ink} strokeWidth="2.5">
            {tier.boxes.map((box) => (
              <path key={box.title} d={`M${box.x + 130} ${tier.y - 60} V${tier.y - 4}`} markerEnd={marker} />
            ))}
          </g>
          {tier.boxes.map((box) => (
            <Label key={box.title} x={box.x + 142} y={tier.y - 26} lines={[box.arrow]} />
          ))}
          {tier.boxes.map(({ x, title, lines, titleSize }) => (
            <Box
              key={title}
              x={x}
              y={tier.y}
              width={250}
              height={96}
              title={title}
              titleSize={titleSize}
              lines={lines}
            />
          ))}
        </Fragment>
      ))}

      <g stroke={ink} strokeWidth="2.5" strokeDasharray="8 6">
        <path d="M60 488 H44 V190 H76" markerEnd={marker} />
        <path d="M455 692 V718 H14 V168 H76" markerEnd={marker} />
      </g>
      <text x="56" y="330" fontSize="12" fill={muted} textAnchor="middle" transform="rotate(-90 56 330)">
        phone call
      </text>
      <text x="30" y="470" fontSize="13" fill={muted} textAnchor="middle" transform="rotate(-90 30 470)">
        coaching and recognition
      </text>
    </svg>
  );
}
