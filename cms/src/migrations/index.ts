import * as migration_20261122_134556_initial from './20261122_134556_initial';
import * as migration_20261122_134956_recompute_jobs from './20261122_134956_recompute_jobs';
import * as migration_20261122_155202_brand_pages_videos from './20261122_155202_brand_pages_videos';
import * as migration_20261122_165238_subscriptions_warnings from './20261122_165238_subscriptions_warnings';
import * as migration_20261122_165502_impersonation_events from './20261122_165502_impersonation_events';
import * as migration_20261122_192818_video_captions from './20261122_192818_video_captions';
import * as migration_20261124_145913_ingredient_search from './20261124_145913_ingredient_search';
import * as migration_20261124_185630_invited_by from './20261124_185630_invited_by';
import * as migration_20261124_213000_rate_limits from './20261124_213000_rate_limits';
import * as migration_20261124_223736_object_storage from './20261124_223736_object_storage';
import * as migration_20261125_015023_brand_large_icon_avif_sizes from './20261125_015023_brand_large_icon_avif_sizes';
import * as migration_20261129_044635_recipe_line_cold_loss from './20261129_044635_recipe_line_cold_loss';
import * as migration_20261129_073553_technical_sheet_content from './20261129_073553_technical_sheet_content';
import * as migration_20261129_073705_ingredient_default_cold_loss from './20261129_073705_ingredient_default_cold_loss';
import * as migration_20261129_073707_shown_history from './20261129_073707_shown_history';
import * as migration_20261129_075551_ingredient_prices_costing from './20261129_075551_ingredient_prices_costing';
import * as migration_20261129_112247_recipe_costing from './20261129_112247_recipe_costing';
import * as migration_20261129_143820_engine_version from './20261129_143820_engine_version';
import * as migration_20261129_143856_supplier_label_public_name from './20261129_143856_supplier_label_public_name';
import * as migration_20261129_143900_public_documents from './20261129_143900_public_documents';
import * as migration_20261129_183024_invitations from './20261129_183024_invitations';
import * as migration_20261130_012800_ingredient_search_prefix from './20261130_012800_ingredient_search_prefix';

export const migrations = [
  {
    up: migration_20261122_134556_initial.up,
    down: migration_20261122_134556_initial.down,
    name: '20261122_134556_initial',
  },
  {
    up: migration_20261122_134956_recompute_jobs.up,
    down: migration_20261122_134956_recompute_jobs.down,
    name: '20261122_134956_recompute_jobs',
  },
  {
    up: migration_20261122_155202_brand_pages_videos.up,
    down: migration_20261122_155202_brand_pages_videos.down,
    name: '20261122_155202_brand_pages_videos',
  },
  {
    up: migration_20261122_165238_subscriptions_warnings.up,
    down: migration_20261122_165238_subscriptions_warnings.down,
    name: '20261122_165238_subscriptions_warnings',
  },
  {
    up: migration_20261122_165502_impersonation_events.up,
    down: migration_20261122_165502_impersonation_events.down,
    name: '20261122_165502_impersonation_events',
  },
  {
    up: migration_20261122_192818_video_captions.up,
    down: migration_20261122_192818_video_captions.down,
    name: '20261122_192818_video_captions',
  },
  {
    up: migration_20261124_145913_ingredient_search.up,
    down: migration_20261124_145913_ingredient_search.down,
    name: '20261124_145913_ingredient_search',
  },
  {
    up: migration_20261124_185630_invited_by.up,
    down: migration_20261124_185630_invited_by.down,
    name: '20261124_185630_invited_by',
  },
  {
    up: migration_20261124_213000_rate_limits.up,
    down: migration_20261124_213000_rate_limits.down,
    name: '20261124_213000_rate_limits',
  },
  {
    up: migration_20261124_223736_object_storage.up,
    down: migration_20261124_223736_object_storage.down,
    name: '20261124_223736_object_storage',
  },
  {
    up: migration_20261125_015023_brand_large_icon_avif_sizes.up,
    down: migration_20261125_015023_brand_large_icon_avif_sizes.down,
    name: '20261125_015023_brand_large_icon_avif_sizes',
  },
  {
    up: migration_20261129_044635_recipe_line_cold_loss.up,
    down: migration_20261129_044635_recipe_line_cold_loss.down,
    name: '20261129_044635_recipe_line_cold_loss',
  },
  {
    up: migration_20261129_073553_technical_sheet_content.up,
    down: migration_20261129_073553_technical_sheet_content.down,
    name: '20261129_073553_technical_sheet_content',
  },
  {
    up: migration_20261129_073705_ingredient_default_cold_loss.up,
    down: migration_20261129_073705_ingredient_default_cold_loss.down,
    name: '20261129_073705_ingredient_default_cold_loss',
  },
  {
    up: migration_20261129_073707_shown_history.up,
    down: migration_20261129_073707_shown_history.down,
    name: '20261129_073707_shown_history',
  },
  {
    up: migration_20261129_075551_ingredient_prices_costing.up,
    down: migration_20261129_075551_ingredient_prices_costing.down,
    name: '20261129_075551_ingredient_prices_costing',
  },
  {
    up: migration_20261129_112247_recipe_costing.up,
    down: migration_20261129_112247_recipe_costing.down,
    name: '20261129_112247_recipe_costing',
  },
  {
    up: migration_20261129_143820_engine_version.up,
    down: migration_20261129_143820_engine_version.down,
    name: '20261129_143820_engine_version',
  },
  {
    up: migration_20261129_143856_supplier_label_public_name.up,
    down: migration_20261129_143856_supplier_label_public_name.down,
    name: '20261129_143856_supplier_label_public_name',
  },
  {
    up: migration_20261129_143900_public_documents.up,
    down: migration_20261129_143900_public_documents.down,
    name: '20261129_143900_public_documents',
  },
  {
    up: migration_20261129_183024_invitations.up,
    down: migration_20261129_183024_invitations.down,
    name: '20261129_183024_invitations'
  },
  {
    up: migration_20261130_012800_ingredient_search_prefix.up,
    down: migration_20261130_012800_ingredient_search_prefix.down,
    name: '20261130_012800_ingredient_search_prefix',
  },
];
