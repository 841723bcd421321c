// The registry entry: a resource declared once (ARCHITECTURE §3). The engine derives its routes, side-menu
// item, list, form and detail screens from one `ResourceDefinition`. Later issues extend this shape (new
// optional fields); they do not change the meaning of the fields below.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Page, Versioned } from '../api/adapters';
import type { ListQuery } from '../api/listQuery';
import { resourceCalls, type ResourceApi } from '../api/resourceCalls';
import { lazySchemas, type JsonLoader, type ResourceSchemaSources } from './resourceSchemas';
import type { components } from '../api/generated/main';

export type { Versioned } from '../api/adapters';
export type { ListQuery } from '../api/listQuery';
export type { ResourceApi } from '../api/resourceCalls';

/** `<resource>:<action>` as in the profile's permission list (SPEC §6). Routes always check `read`. */
export interface ResourcePermission {
  /** Permission resource: 'cdn', 'waf', 'dns', 'va', 'iam', 'cert', 'logexport', 'ddos', 'sec', 'admin', 'general'. */
  resource: string;
  /** The action needed to open the resource's screens. */
  action: 'read' | 'write';
}

/** Route parameters of the current screen (parent ids, the create `type`, …), as strings. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Everything an operation may need besides its own arguments. */
export interface OperationContext {
  /** The matched route's parameters (e.g. `{ siteId }` for a child resource, `{ type }` on a create route). */
  params: RouteParams;
  /** Aborts the call when the screen goes away. */
  signal?: AbortSignal;
  /** update / delete: the ETag the record was read at, sent as If-Match (a mismatch answers 412). */
  ifMatch?: string;
  /** setStatus: the Idempotency-Key to send (a fresh one per optimistic intent, `engine/optimistic`). */
  idempotencyKey?: string;
}

/**
 * Client operations. Each is optional: a resource without `create` has no "Add" action and no create
 * route, one without `delete` no delete action. `defineResource` derives list/get/create/update/delete from the
 * entry's `api` paths (src/api/resourceCalls.ts); an entry writes one by hand only where the API differs.
 * Failures throw `ApiError`.
 */
export interface ResourceOperations<TRecord, TInput> {
  list?: (query: ListQuery, ctx: OperationContext) => Promise<Page<TRecord>>;
  /** The record and its ETag (`versioned(result, envelope.one)`). */
  get?: (id: string, ctx: OperationContext) => Promise<Versioned<TRecord>>;
  create?: (input: TInput, ctx: OperationContext) => Promise<TRecord>;
  /** Sends `ctx.ifMatch` as If-Match; answers the stored record and its new ETag. */
  update?: (id: string, input: TInput, ctx: OperationContext) => Promise<Versioned<TRecord>>;
  /** Sends `ctx.ifMatch` as If-Match when given. */
  delete?: (id: string, ctx: OperationContext) => Promise<void>;
  /**
   * Sets the record's status (`ui.list.statusSwitch`): sends `ctx.idempotencyKey` as Idempotency-Key and
   * `ctx.ifMatch` as If-Match when given; answers the stored record and its ETag (`record` is the cancelled
   * marker when an identical request replaced this one).
   */
  setStatus?: (id: string, value: string, ctx: OperationContext) => Promise<Versioned<TRecord>>;
  /**
   * Puts every record in this order (ids, first runs first) in one call; the list then offers "Change order"
   * (a dialog with a sortable list, `ui.list.reorderBy`). Sends nothing when the order did not change.
   */
  reorder?: (ids: string[], ctx: OperationContext) => Promise<void>;
}

/** `schemas/<area>/<resource>.ui.json`: list columns and sort, detail sections, rjsf uiSchema. */
export interface ResourceUi {
  /** rjsf uiSchema for the create/edit form (`ui:order`, `ui:widget`, `ui:inputType`, …).
   *  `ui:placeholderKey: "<key>"` takes its text from `resources.<resource>.placeholders.<key>`. */
  form: UiSchema;
  list: {
    /** Field names shown as columns, in order (fields of the record schema). */
    columns: string[];
    /** The field that names a row; its cell links to the detail page. */
    titleField: string;
    /** Sort applied when the URL names none. */
    defaultSort?: { field: string; direction: 'asc' | 'desc' };
    /** Fields the server can sort by. */
    sortable?: string[];
    /** Whether the list offers a free-text search box. */
    search?: boolean;
    /** Field shown as a status Badge (default: "status" when it is a column). */
    statusField?: string;
    /**
     * Fields offered in the property filter (enum, boolean or string fields of the record schema). Their
     * values travel in the URL and reach `operations.list` as `ListQuery.filters`.
     */
    filters?: string[];
    /**
     * The status column as a Switch per row, changed optimistically through `operations.setStatus`: rows whose
     * value is `on` or `off` get the switch (disabled without write permission), others keep the badge.
     */
    statusSwitch?: StatusSwitchUi;
    /** The field records run in order of, 1 first (default "priority"): "Change order" lists them by it. */
    reorderBy?: string;
  };
  detail: {
    /** The field shown as the page title (h1). */
    titleField: string;
    /** Key/value sections; the heading is `resources.<resource>.sections.<key>`. */
    sections: { key: string; fields: string[] }[];
  };
  /**
   * Opts the records into the console's search (the command palette): the server searches `fields` (it reads
   * this very file, server/src/main/search/) and a record found opens its `opens` route.
   */
  search?: ResourceSearchUi;
}

/** `ui.search`: what the record search looks at, and where a record found leads. */
export interface ResourceSearchUi {
  /** Text fields of the record searched by name (e.g. `["name", "cdn_url"]`). */
  fields: string[];
  /** The route a found record opens: its detail page or its edit page (filled with its id and its parent's). */
  opens: 'detail' | 'edit';
}

/** `ui.list.statusSwitch`: which field the switch sets and its two values. */
export interface StatusSwitchUi {
  /** Default: `ui.list.statusField`, else "status". It must be one of the list's columns. */
  field?: string;
  /** The value of the switch turned on (e.g. "active"). */
  on: string;
  /** The value of the switch turned off (e.g. "disabled"). */
  off: string;
}

/** The precompiled rjsf validator functions of a form schema (`export const validateFns`). */
export type ValidatorFunctions = Record<string, unknown>;

export interface ResourceSchemas {
  /** The writable input schema, bundled with absolute `$ref`s: EXACTLY the object the validators were
   *  compiled from (`src/engine/generated/<area>/<resource>.form-schema.json`). */
  form: RJSFSchema;
  /** The stored record's schema (e.g. `form.$defs.Site`), used to format list and detail values. `$ref`s
   *  inside it resolve against `form`. */
  record: RJSFSchema;
  /** Loads the precompiled validators lazily, so Ajv's runtime stays out of the initial bundle. */
  loadValidators: () => Promise<{ validateFns: ValidatorFunctions }>;
}

/** Console paths of the resource (SPEC §2), in React Router syntax. */
export interface ResourceRoutes<TInput> {
  /** The list, e.g. "/cdn/sites". */
  list?: string;
  /**
   * Where the records are listed when the resource has no list route of its own (SPEC §2 gives rate-limit
   * rules only add/edit pages: they are listed on the firewall-rules page). Forms return there; the
   * breadcrumb's list crumb leads there.
   */
  listedAt?: string;
  create?: {
    /** e.g. "/cdn/sites/add/:type". */
    path: string;
    /** Allowed values per route parameter; any other value shows the 404 page (SPEC §5). */
    allowedParams?: Readonly<Record<string, readonly string[]>>;
    /** Where the list's "Add" action goes, e.g. "/cdn/sites/add/web". */
    defaultHref: string;
    /** Form values implied by the route (e.g. `{ vod: true }` for type vod). */
    initialValues?: (params: RouteParams) => Partial<TInput>;
    /** The create route for a copy of `record` when it depends on the record (a VOD site duplicates into
     *  /add/vod); absent → `defaultHref`. */
    hrefFor?: (record: Record<string, unknown>) => string;
  };
  /** The detail page, e.g. "/cdn/sites/:siteId"; `param` names the id parameter. */
  detail?: { path: string; param: string };
  /**
   * The edit page, e.g. "/iam-management/member/edit/:id". Without one, editing (and creating, when there is
   * no create route) happens in a drawer over the list or detail page.
   */
  edit?: { path: string; param: string };
}

/** The resource's entry in its area's side menu. */
export interface ResourceMenuItem {
  /** Stable id (also the DS SideMenu item id). */
  id: string;
  /** i18n key of the label (any namespace, e.g. "cdn:menu.sites"). */
  labelKey: string;
  /** Where it leads; default: the resource's list route (so the href is written once). */
  href?: string;
}

/** A child resource names its parent and the route parameter that carries the parent's id. */
export interface ParentResource {
  /** The parent's `name` (e.g. "site" for page rules). */
  resource: string;
  /** The route parameter with the parent id (e.g. "siteId"). */
  param: string;
}

/** Props every custom screen receives. */
export interface ResourceScreenProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: ResourceDefinition<any, any>;
}

/**
 * A lazily loaded replacement for one of the generic screens, through the route-chunk loader:
 * `lazyChunk(() => import('./SitesPage'))` (tests/contract/architecture.test.ts refuses a bare `import()`).
 */
export type LazyScreen = () => Promise<PageModule<ComponentType<ResourceScreenProps>>>;

/**
 * A lazily loaded screen's module: the screen as its default export, and the texts only it shows (an area's page
 * parts: `export const texts = [...]`), which the router loads before the screen renders.
 */
export interface PageModule<Screen = ComponentType> {
  default: Screen;
  texts?: readonly { load(): Promise<void> }[];
}

/** Props of a resource's own create dialog (`screens.createDialog`). */
export interface ResourceDialogProps extends ResourceScreenProps {
  /** The dialog is done (created and dismissed, or cancelled). */
  onClose: () => void;
}

/**
 * A resource's own create dialog, loaded when first opened through the route-chunk loader:
 * `lazy(lazyChunk(() => import('./CreateTokenDialog')))`.
 */
export type CreateDialogComponent = LazyExoticComponent<ComponentType<ResourceDialogProps>>;

export interface ResourceDefinition<TRecord = Record<string, unknown>, TInput = Record<string, unknown>> {
  /** Singular, stable, snake_case id: the i18n prefix `resources.<name>.*`, swr keys, route names. */
  name: string;
  /** The area it belongs to ('cdn', 'waf', …); route names are `<area>-<name>-<screen>`. */
  area: string;
  /** Field holding the record id (default 'id'). */
  idField?: string;
  schemas: ResourceSchemas;
  ui: ResourceUi;
  operations: ResourceOperations<TRecord, TInput>;
  routes: ResourceRoutes<TInput>;
  /** Side-menu item; absent when the resource is reached from another screen only. */
  menu?: ResourceMenuItem;
  /** What opening its routes requires. */
  permission: ResourcePermission;
  /** Parent resource for nested resources (page rules under a site). */
  parent?: ParentResource;
  /**
   * Allowed values of route parameters on any of the resource's routes (SPEC §2/§5 `feature` lists, e.g.
   * `{ feature: ['setting', 'rules', 'history'] }`); any other value shows the 404 page.
   */
  routeParams?: Readonly<Record<string, readonly string[]>>;
  /**
   * Custom screens that replace the generic ones. `createDialog` takes the create drawer's place for a resource
   * without a create route whose create the generic form cannot show (an access token's secret, shown once in
   * the answer): the list's Add action opens it.
   */
  screens?: {
    list?: LazyScreen;
    create?: LazyScreen;
    edit?: LazyScreen;
    detail?: LazyScreen;
    createDialog?: CreateDialogComponent;
  };
  /** The audit log's resource type of its records (e.g. "main/iam/groups"): the detail page's History tab. */
  audit?: ResourceAudit;
  /**
   * Loads `schemas` and `ui` (`defineResource` entries, whose schemas load lazily; see resourceSchemas.ts).
   * Absent on an entry written with its schemas inline (test fixtures).
   */
  loadSchemas?: () => Promise<void>;
  /** Loads `ui` alone (a record's title, the command palette). */
  loadUi?: () => Promise<void>;
  /**
   * A parent resource (site, zone, endpoint, project): deleting it removes what lives under it, so the
   * confirmation asks for its name to be typed.
   */
  confirmDeleteByName?: boolean;
  /**
   * False for records a save puts into effect nowhere yet (log-export destinations before delivery exists): their
   * forms leave out the notice that saved changes take some minutes to take effect.
   */
  propagates?: boolean;
  /** Badge tone per status value (falls back to the engine's defaults). */
  statusTones?: Readonly<Record<string, 'neutral' | 'info' | 'success' | 'warning' | 'danger'>>;
  /** What the command palette offers to do to one record found by the search (`ui.search`). */
  actions?: RecordAction[];
  /**
   * Where the API serves the resource: the backend and contract paths its operations are derived from, and the
   * item path the detail page's "Copy as curl" names (whose `recordParam` is the record id and other `{name}`s
   * route params). Without it the detail page offers "View as JSON" only.
   */
  api?: ResourceApi;
}

/** One entry of the audit log (GET /audit_logs). */
export type AuditLogEntry = components['schemas']['AuditLogEntry'];

/** A History sentence an area words itself: an i18n key (any namespace) with its values. */
export interface AuditSentence {
  /** Called with `actor` (who acted) added to `values`. */
  key: string;
  values?: Readonly<Record<string, string | number>>;
  /** What the action named, listed under the sentence (the URLs of a purge). */
  items?: readonly string[];
}

/**
 * An action the engine cannot word from its verb and the change it recorded (a cache purge: what and how much
 * was purged). `succeeded` is false for a refused or failed attempt.
 */
export type AuditDescriber = (entry: AuditLogEntry, succeeded: boolean) => AuditSentence | undefined;

/** How a resource's records appear in the audit log. */
export interface ResourceAudit {
  /** The entries' resource type (the server's, e.g. "cdn_site"). */
  resourceType: string;
  /** Sentences of actions of its own: action → describer (other actions are worded by the engine). */
  describe?: Readonly<Record<string, AuditDescriber>>;
}

/**
 * Something an area's audit entries are about that is no registered resource (a site's extra configuration,
 * which lives on a page of its own): its texts (`resources.<name>.singular`, `.fields`) and its schema word its
 * entries on a parent's History.
 */
export interface AuditSubject {
  resourceType: string;
  /** The `resources.<name>` prefix of its texts. */
  name: string;
  /** The stored shape; its top-level properties are also what people write. */
  schema: RJSFSchema;
  titleField?: string;
}

/**
 * Something the command palette offers to do to one record ("Purge cache of <site>"): listed beside a record the
 * search finds, and asked for by typing its verb first ("purge legacy").
 */
export interface RecordAction {
  /** Stable id, unique in the console (e.g. "cdn-purge-cache"). */
  id: string;
  /** i18n key of the command; `{{name}}` is the record's title ("Purge cache of {{name}}"). */
  labelKey: string;
  /** i18n key of the words that come before the name ("Purge cache of"): typed, they ask for a record. */
  verbKey: string;
  /** What running it needs (e.g. cdn:write), besides reading the record. */
  permission: ResourcePermission;
  /**
   * The console path it opens, whose parameters the record fills: the id parameter of the resource's detail or
   * edit route, and its parent's parameter (e.g. "/cdn/sites/:siteId/edge/purge-cache").
   */
  path: string;
}

/** Any resource definition, for collections of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDefinition<any, any>;

/** An area (cdn, waf, …): its resources and its side menu. */
export interface AreaDefinition {
  id: string;
  /** i18n key of the side menu's accessible name. */
  menuLabelKey: string;
  resources: AnyResource[];
  /** Side-menu items in order (see `engine/menu.ts`); items whose href has no route are hidden. */
  menu: AreaMenuItem[];
  /** Audit entry subjects of the area that are not registered resources (see AuditSubject). */
  auditSubjects?: AuditSubject[];
  /** The area's own screens that are not a resource's list/form/detail (dashboards, settings pages,
   *  getting-started). Console routes (session + permission guard, the area's side menu). */
  pages?: AreaPage[];
  /**
   * Declared by an area that is a service of the console (CDN, IAM, …; not the home or profile pages): the
   * top bar's Services menu and /started list it from this, so a new service appears there by registering.
   */
  service?: AreaService;
  /**
   * Actions the command palette offers ("Invite a member", "Add a site"). Every create route of the area's
   * resources is offered as "Add <resource>" already; an action with the same href takes its place.
   */
  actions?: AreaAction[];
}

/** One action of an area in the command palette: a place where something is done. */
export interface AreaAction {
  /** Stable id, unique in the console (e.g. "profile-invite-member"). */
  id: string;
  /** i18n key of its label ("Invite a member"). */
  labelKey: string;
  /** A console path without parameters; an action whose path has no route is not offered. */
  href: string;
  /** What doing it needs (write, as a rule): without it the action is not offered. */
  permission: ResourcePermission;
  /** Other words that find it ("create", "new"). */
  keywords?: string[];
}

/** How a service presents itself wherever the console lists its services (`engine/services.ts`). */
export interface AreaService {
  /** i18n key of the service's name (e.g. "services:cdn.name"). */
  titleKey: string;
  /** i18n key of one or two sentences on what it does (its card on /started). */
  descriptionKey?: string;
  /**
   * Where the service opens, a console path without parameters. Absent → the first item of the area's side
   * menu that has a route (then its first page without parameters), so the entry follows the menu as screens
   * land. A declared href without a route is not used: a service never links to a screen that is missing.
   */
  href?: string;
  /** The permission resource (SPEC §6) whose `read` the user needs to see the service listed as a place to go. */
  permission: string;
}

/** One custom console screen of an area. */
export interface AreaPage {
  /** Route name, unique in the console (e.g. "general-home", "profile-access-token"). */
  name: string;
  /** React Router path pattern (e.g. "/profile-management/access-token"). */
  path: string;
  /** i18n key of the page's title (browser tab). */
  titleKey: string;
  /** Needed to open the page (read); absent → any signed-in user. */
  permission?: ResourcePermission;
  layout?: 'vertical' | 'hide-nav';
  /** A route-chunk loader (`lazyChunk(() => import('./Page'))`) whose module's default export is the screen. */
  load: () => Promise<PageModule>;
  /**
   * Allowed values per route parameter (SPEC §2's `{feature}` lists, e.g. `{ feature: ['setting', 'rules',
   * 'history'] }`): any other value shows the 404 page before the screen's chunk loads.
   */
  allowedParams?: Readonly<Record<string, readonly string[]>>;
}

export interface AreaMenuItem {
  id: string;
  labelKey: string;
  /** Console path; absent (or without a route yet) → hidden. With `external`, an absolute address. */
  href?: string;
  items?: AreaMenuItem[];
  /** SPEC §2 marks the feature beta: the item carries a "beta" tag. */
  beta?: boolean;
  /** The href leaves the console (e.g. the protected WAF site): shown without a route, opens in a new tab. */
  external?: boolean;
  /** A permission resource the item needs beyond its route's own (e.g. `admin` for CDN extra config). */
  permission?: string;
  /**
   * The route patterns (and those under them) this item stands for in the menu: the item is marked current on
   * them. Default: its own href. "Cache" owns `/cdn/sites/:siteId/edge/cache` (settings, rules, history).
   */
  owns?: string[];
  /**
   * Makes an item with `items` a section about one record, headed by the record's title: the registry's
   * `resource`, its id from the current route's `param`. Shown only where the route carries that parameter.
   * `labelKey` is the overline naming what the record is ("Site").
   */
  section?: { resource: string; param: string };
}

/**
 * A registry entry as written: operations derived from `api` need not be written; the schemas are lazy imports
 * of their JSON files (`form: lazyChunk(() => import('…form-schema.json'))`, the record's `$defs` name,
 * `ui: lazyChunk(() => import('…ui.json'))`), so they load with the resource's pages, not with the console frame.
 */
export type ResourceDeclaration<TRecord, TInput> = Omit<
  ResourceDefinition<TRecord, TInput>,
  'operations' | 'schemas' | 'ui' | 'loadSchemas' | 'loadUi'
> & {
  operations?: ResourceOperations<TRecord, TInput>;
  schemas: ResourceSchemaSources;
  ui: JsonLoader;
};

/**
 * The registry entry with its operations: those derived from `api` (list/get/create/update/delete), replaced by
 * any the entry writes by hand; and its schemas, readable once loaded (`loadResourceSchemas`).
 */
export function defineResource<TRecord, TInput>(
  declaration: ResourceDeclaration<TRecord, TInput>,
): ResourceDefinition<TRecord, TInput> {
  const derived = declaration.api?.listPath
    ? (resourceCalls(declaration.api) as ResourceOperations<TRecord, TInput>)
    : {};
  const { schemas, ui, ...rest } = declaration;
  return {
    ...rest,
    ...lazySchemas(declaration.name, schemas, ui),
    operations: { ...derived, ...declaration.operations },
  };
}
