import { CurrentPasswordField as CurrentPasswordField_9837c9cf1651a2227d1afe82cddba151 } from '../../../collections/Users/components/CurrentPasswordField'
import { InviteToggle as InviteToggle_c2ad9b0e16cd118e0984723a84f10512 } from '../../../collections/Users/components/InviteToggle'
import { ImpersonateButton as ImpersonateButton_3861d926c6f865e646d3d7fa5d6d7c93 } from '../../../components/Impersonation/ImpersonateButton'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RestaurantDownloads as RestaurantDownloads_9ca9610ed632a560e2dba2dac6b4af6c } from '../../../components/Downloads'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { SubscriptionActions as SubscriptionActions_bffbb9653af3a17167194340b5cebb62 } from '../../../components/SubscriptionActions'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { MenuDownloads as MenuDownloads_9ca9610ed632a560e2dba2dac6b4af6c } from '../../../components/Downloads'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { RecipeDownloads as RecipeDownloads_9ca9610ed632a560e2dba2dac6b4af6c } from '../../../components/Downloads'
import { LiveNutrition as LiveNutrition_349675888330379fa5d81c2a8e86b927 } from '../../../components/LiveNutrition'
import { RecipesCsvTransfer as RecipesCsvTransfer_7b031ed6af1d7062b67f5e70dfe00fe4 } from '../../../components/CsvTransfer'
import { IngredientsCsvTransfer as IngredientsCsvTransfer_7b031ed6af1d7062b67f5e70dfe00fe4 } from '../../../components/CsvTransfer'
import { ImpersonationBanner as ImpersonationBanner_18792c58e65a9f03107095ddb5641f1f } from '../../../components/Impersonation/ImpersonationBanner'
import { SubscriptionDashboard as SubscriptionDashboard_141b276c6c1db88f64f2e1e2c4f9f44e } from '../../../components/SubscriptionDashboard'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/Users/components/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_9837c9cf1651a2227d1afe82cddba151,
  "/collections/Users/components/InviteToggle#InviteToggle": InviteToggle_c2ad9b0e16cd118e0984723a84f10512,
  "/components/Impersonation/ImpersonateButton#ImpersonateButton": ImpersonateButton_3861d926c6f865e646d3d7fa5d6d7c93,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/Downloads#RestaurantDownloads": RestaurantDownloads_9ca9610ed632a560e2dba2dac6b4af6c,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/SubscriptionActions#SubscriptionActions": SubscriptionActions_bffbb9653af3a17167194340b5cebb62,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/Downloads#MenuDownloads": MenuDownloads_9ca9610ed632a560e2dba2dac6b4af6c,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/Downloads#RecipeDownloads": RecipeDownloads_9ca9610ed632a560e2dba2dac6b4af6c,
  "/components/LiveNutrition#LiveNutrition": LiveNutrition_349675888330379fa5d81c2a8e86b927,
  "/components/CsvTransfer#RecipesCsvTransfer": RecipesCsvTransfer_7b031ed6af1d7062b67f5e70dfe00fe4,
  "/components/CsvTransfer#IngredientsCsvTransfer": IngredientsCsvTransfer_7b031ed6af1d7062b67f5e70dfe00fe4,
  "/components/Impersonation/ImpersonationBanner#ImpersonationBanner": ImpersonationBanner_18792c58e65a9f03107095ddb5641f1f,
  "/components/SubscriptionDashboard#SubscriptionDashboard": SubscriptionDashboard_141b276c6c1db88f64f2e1e2c4f9f44e,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
