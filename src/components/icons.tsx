/**
 * The icons of content-driven cards. Content files do
 * not name icons: a card that links to a service takes that service's icon,
 * and the cards of a point grid take the icons of their section's set in
 * turn, so no two cards of one group share an icon. Icons come from
 * lucide-react, tree-shaken, served inline.
 */
import {
  BadgeEuro,
  BookOpen,
  Bot,
  Briefcase,
  Building2,
  ChartLine,
  Clock,
  Code2,
  Cpu,
  DatabaseBackup,
  GraduationCap,
  HardDrive,
  KeyRound,
  Laptop,
  Lightbulb,
  Lock,
  Map,
  MessagesSquare,
  MonitorSmartphone,
  PhoneCall,
  ShieldCheck,
  Smartphone,
  Store,
  UserCheck,
  UserRound,
  Users,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { RouteKey } from '../config/routes';

/** The three rotating service icons, for cards that link to no service page. */
const rotatingIcons: readonly LucideIcon[] = [Bot, PhoneCall, Code2];

/** One icon per service page, wherever a card links to it. */
const serviceIcons: Partial<Record<RouteKey, LucideIcon>> = {
  automations: Bot,
  switchboard: PhoneCall,
  appDevelopment: Code2,
  computerRepair: Laptop,
  dataRecovery: HardDrive,
  websites: MonitorSmartphone,
  advisory: Lightbulb,
  phoneRepair: Smartphone,
  microsoldering: Cpu,
};

/** The icon of a card linking to `route`: the service's own, else the rotating one for its position (`index`, cycling). */
export function cardIcon(route: RouteKey, index: number): LucideIcon {
  return serviceIcons[route] ?? rotatingIcons[index % rotatingIcons.length];
}

/**
 * Icon sets of the point lists: the service landing pages' sections, one
 * distinct icon per point; the overview's promise (free quote, the technician,
 * the deadlines, the courtesy computer); a service's tools, all behind a wrench.
 */
export const pointIconSets = {
  forWhom: [Store, Users, Building2, Briefcase, GraduationCap],
  deliverables: [Map, Workflow, MessagesSquare, BookOpen, ChartLine, UserCheck],
  security: [ShieldCheck, KeyRound, Lock, UserCheck, DatabaseBackup],
  promise: [BadgeEuro, UserRound, Clock, Laptop],
  tools: [Wrench],
} as const satisfies Record<string, readonly LucideIcon[]>;
