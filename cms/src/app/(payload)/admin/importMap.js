import { CurrentPasswordField as CurrentPasswordField_9837c9cf1651a2227d1afe82cddba151 } from '../../../collections/Users/components/CurrentPasswordField'
import { InviteToggle as InviteToggle_c2ad9b0e16cd118e0984723a84f10512 } from '../../../collections/Users/components/InviteToggle'
import { TenantRowLabel as TenantRowLabel_044785372f30bf65e3ce1668cf35b41f } from '../../../collections/Users/components/TenantRowLabel'
import { ImpersonateButton as ImpersonateButton_650b1c37d7ce90af1ec65152a7bc5653 } from '../../../plugins/impersonation/components/ImpersonateButton'
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
import { RestaurantDownloads as RestaurantDownloads_a6863e2e1c9d60efd2aaff49651c2699 } from '../../../downloads/components/Downloads'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { ReadOnlyDateTimeField as ReadOnlyDateTimeField_939283170caf59bd3d80bd5a5b1850f4 } from '../../../components/ReadOnlyDateTime'
import { SubscriptionActions as SubscriptionActions_1620a235ccc7c4e626b1ba4d1beb2acf } from '../../../collections/Subscriptions/components/SubscriptionActions'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { NameInAnyLanguageCell as NameInAnyLanguageCell_1b36a950a4c787b1031155694f3e17a7 } from '../../../components/NameInAnyLanguageCell'
import { MenuDownloads as MenuDownloads_a6863e2e1c9d60efd2aaff49651c2699 } from '../../../downloads/components/Downloads'
import { MenuDishes as MenuDishes_98a26ded3db6d8f5ec39dae3d450f6af } from '../../../collections/Menus/components/MenuDishes'
import { RowNumberLabel as RowNumberLabel_823ca51e8e01dca95b0c13c64b394303 } from '../../../components/RowNumberLabel'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { IngredientPicker as IngredientPicker_e0da1d74d262a831005b5504eabddfee } from '../../../collections/Recipes/components/IngredientPicker'
import { RecipeLinesTable as RecipeLinesTable_e5515cca204ccae004320d55cf51bb5c } from '../../../collections/Recipes/components/RecipeLinesTable'
import { SheetApproval as SheetApproval_e16adde4aee04c9cc2fc3144ca9c9a8b } from '../../../collections/Recipes/technicalSheet/components/SheetApproval'
import { RecipeDownloads as RecipeDownloads_a6863e2e1c9d60efd2aaff49651c2699 } from '../../../downloads/components/Downloads'
import { NutritionBeside as NutritionBeside_ab98618f5bb7a1e65df552ed0f042a63 } from '../../../collections/Recipes/components/NutritionBeside'
import { TagConflicts as TagConflicts_c91fd859310114cc2d353c8f85390d58 } from '../../../collections/Recipes/components/TagConflicts'
import { FoodCostCell as FoodCostCell_95ee0e265ac9e805d89e8c67ff1a1e27 } from '../../../collections/Recipes/costing/FoodCostCell'
import { StoredResultField as StoredResultField_b84b2850a975a9114e1c3b986a2aae3f } from '../../../collections/Recipes/components/StoredResult'
import { RecipesCsvTransfer as RecipesCsvTransfer_ad1b9a3569215c699cc2fbf96ff77f79 } from '../../../csv/components/CsvTransfer'
import { DeleteFromMenus as DeleteFromMenus_1f35c4f84d90d383bd4106f8c5b2f37d } from '../../../collections/Recipes/components/DishOnMenus/DeleteFromMenus'
import { UnpublishDish as UnpublishDish_bd96bda9812abf2df890b608ed97a582 } from '../../../collections/Recipes/components/DishOnMenus/UnpublishDish'
import { OwnVersion as OwnVersion_4406f33215dd7bfc8293150ecc31d5b2 } from '../../../collections/Ingredients/components/OwnVersion'
import { SupplierLabelNotice as SupplierLabelNotice_5b84ecd2d8b9cd7f3c6a4b79d1d6d748 } from '../../../collections/Ingredients/components/SupplierLabelNotice'
import { IngredientsCsvTransfer as IngredientsCsvTransfer_ad1b9a3569215c699cc2fbf96ff77f79 } from '../../../csv/components/CsvTransfer'
import { IngredientPricesCsvTransfer as IngredientPricesCsvTransfer_ad1b9a3569215c699cc2fbf96ff77f79 } from '../../../csv/components/CsvTransfer'
import { ImpersonationBanner as ImpersonationBanner_9904680c4ea14f8dae05326b99b32054 } from '../../../plugins/impersonation/components/ImpersonationBanner'
import { SignOutNavLink as SignOutNavLink_59e58895e8f7931c510e7a83c770020a } from '../../../components/SignOutNavLink'
import { AcceptInvitationPanel as AcceptInvitationPanel_73387c7dfb33c5c2e5e9f6dcd9ba3241 } from '../../../collections/Invitations/components/AcceptInvitationPanel'
import { FirstDayChecklist as FirstDayChecklist_b72be49197ad0e868c10499930696f8b } from '../../../collections/Restaurants/components/FirstDayChecklist'
import { SubscriptionDashboard as SubscriptionDashboard_09446b3f072ae184b3dcc843cf80c1ee } from '../../../collections/Subscriptions/components/SubscriptionDashboard'
import { CostDashboard as CostDashboard_1be349d27f71796669ab204a6bd8dda6 } from '../../../costing/components/CostDashboard'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { PreferredLocaleFollowsAdminLanguage as PreferredLocaleFollowsAdminLanguage_3e4687430d380cacd0c315918cf72a7e } from '../../../components/PreferredLocaleFollowsAdminLanguage'
import { PayloadAttributeRepairs as PayloadAttributeRepairs_c75ff155b9692b792b49cf8452dcb320 } from '../../../components/PayloadAttributeRepairs'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/Users/components/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_9837c9cf1651a2227d1afe82cddba151,
  "/collections/Users/components/InviteToggle#InviteToggle": InviteToggle_c2ad9b0e16cd118e0984723a84f10512,
  "/collections/Users/components/TenantRowLabel#TenantRowLabel": TenantRowLabel_044785372f30bf65e3ce1668cf35b41f,
  "/plugins/impersonation/components/ImpersonateButton#ImpersonateButton": ImpersonateButton_650b1c37d7ce90af1ec65152a7bc5653,
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
  "/downloads/components/Downloads#RestaurantDownloads": RestaurantDownloads_a6863e2e1c9d60efd2aaff49651c2699,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/ReadOnlyDateTime#ReadOnlyDateTimeField": ReadOnlyDateTimeField_939283170caf59bd3d80bd5a5b1850f4,
  "/collections/Subscriptions/components/SubscriptionActions#SubscriptionActions": SubscriptionActions_1620a235ccc7c4e626b1ba4d1beb2acf,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/NameInAnyLanguageCell#NameInAnyLanguageCell": NameInAnyLanguageCell_1b36a950a4c787b1031155694f3e17a7,
  "/downloads/components/Downloads#MenuDownloads": MenuDownloads_a6863e2e1c9d60efd2aaff49651c2699,
  "/collections/Menus/components/MenuDishes#MenuDishes": MenuDishes_98a26ded3db6d8f5ec39dae3d450f6af,
  "/components/RowNumberLabel#RowNumberLabel": RowNumberLabel_823ca51e8e01dca95b0c13c64b394303,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/collections/Recipes/components/IngredientPicker#IngredientPicker": IngredientPicker_e0da1d74d262a831005b5504eabddfee,
  "/collections/Recipes/components/RecipeLinesTable#RecipeLinesTable": RecipeLinesTable_e5515cca204ccae004320d55cf51bb5c,
  "/collections/Recipes/technicalSheet/components/SheetApproval#SheetApproval": SheetApproval_e16adde4aee04c9cc2fc3144ca9c9a8b,
  "/downloads/components/Downloads#RecipeDownloads": RecipeDownloads_a6863e2e1c9d60efd2aaff49651c2699,
  "/collections/Recipes/components/NutritionBeside#NutritionBeside": NutritionBeside_ab98618f5bb7a1e65df552ed0f042a63,
  "/collections/Recipes/components/TagConflicts#TagConflicts": TagConflicts_c91fd859310114cc2d353c8f85390d58,
  "/collections/Recipes/costing/FoodCostCell#FoodCostCell": FoodCostCell_95ee0e265ac9e805d89e8c67ff1a1e27,
  "/collections/Recipes/components/StoredResult#StoredResultField": StoredResultField_b84b2850a975a9114e1c3b986a2aae3f,
  "/csv/components/CsvTransfer#RecipesCsvTransfer": RecipesCsvTransfer_ad1b9a3569215c699cc2fbf96ff77f79,
  "/collections/Recipes/components/DishOnMenus/DeleteFromMenus#DeleteFromMenus": DeleteFromMenus_1f35c4f84d90d383bd4106f8c5b2f37d,
  "/collections/Recipes/components/DishOnMenus/UnpublishDish#UnpublishDish": UnpublishDish_bd96bda9812abf2df890b608ed97a582,
  "/collections/Ingredients/components/OwnVersion#OwnVersion": OwnVersion_4406f33215dd7bfc8293150ecc31d5b2,
  "/collections/Ingredients/components/SupplierLabelNotice#SupplierLabelNotice": SupplierLabelNotice_5b84ecd2d8b9cd7f3c6a4b79d1d6d748,
  "/csv/components/CsvTransfer#IngredientsCsvTransfer": IngredientsCsvTransfer_ad1b9a3569215c699cc2fbf96ff77f79,
  "/csv/components/CsvTransfer#IngredientPricesCsvTransfer": IngredientPricesCsvTransfer_ad1b9a3569215c699cc2fbf96ff77f79,
  "/plugins/impersonation/components/ImpersonationBanner#ImpersonationBanner": ImpersonationBanner_9904680c4ea14f8dae05326b99b32054,
  "/components/SignOutNavLink#SignOutNavLink": SignOutNavLink_59e58895e8f7931c510e7a83c770020a,
  "/collections/Invitations/components/AcceptInvitationPanel#AcceptInvitationPanel": AcceptInvitationPanel_73387c7dfb33c5c2e5e9f6dcd9ba3241,
  "/collections/Restaurants/components/FirstDayChecklist#FirstDayChecklist": FirstDayChecklist_b72be49197ad0e868c10499930696f8b,
  "/collections/Subscriptions/components/SubscriptionDashboard#SubscriptionDashboard": SubscriptionDashboard_09446b3f072ae184b3dcc843cf80c1ee,
  "/costing/components/CostDashboard#CostDashboard": CostDashboard_1be349d27f71796669ab204a6bd8dda6,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/components/PreferredLocaleFollowsAdminLanguage#PreferredLocaleFollowsAdminLanguage": PreferredLocaleFollowsAdminLanguage_3e4687430d380cacd0c315918cf72a7e,
  "/components/PayloadAttributeRepairs#PayloadAttributeRepairs": PayloadAttributeRepairs_c75ff155b9692b792b49cf8452dcb320,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
