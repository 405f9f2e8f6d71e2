/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query HeaderProfile {\n    me {\n      id\n      username\n      email\n      status\n    }\n  }\n": typeof types.HeaderProfileDocument,
    "\n  query StaffMe {\n    staffMe {\n      id\n      username\n      role\n      kind\n    }\n  }\n": typeof types.StaffMeDocument,
    "\n  query FaqPage {\n    faqGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n": typeof types.FaqPageDocument,
    "\n  query FeaturesPage {\n    featureGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n": typeof types.FeaturesPageDocument,
    "\n  query HomePlugins($size: Int!) {\n    plugins(page: 1, size: $size) {\n      items {\n        id\n        extensionId\n        icon\n        name\n        displayName\n        publisher\n        category\n      }\n    }\n  }\n": typeof types.HomePluginsDocument,
    "\n  fragment PocCard_poc on PocPush {\n    name\n    nameEn\n    cveId\n    cvss\n    fofaQuery\n    product\n    assetCount\n    tags\n    tagsEn\n    releasedAt\n    description\n    descriptionEn\n    demoGifUrl\n  }\n": typeof types.PocCard_PocFragmentDoc,
    "\n  query UpdatesPage {\n    pocPushGroups {\n      createdAtWeek\n      pushData {\n        cveId\n        ...PocCard_poc\n      }\n    }\n  }\n": typeof types.UpdatesPageDocument,
    "\n  query DocPage($kind: DocKind!) {\n    doc(kind: $kind) {\n      content\n      version\n      updateDate\n    }\n  }\n": typeof types.DocPageDocument,
    "\n  fragment BlueTeamIntro_edition on Edition {\n    id\n  }\n": typeof types.BlueTeamIntro_EditionFragmentDoc,
    "\n  query SaleEditions {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n      ...Price_edition\n      ...BlueTeamIntro_edition\n    }\n  }\n": typeof types.SaleEditionsDocument,
    "\n  fragment Price_edition on Edition {\n    monthAmount\n    yearAmount\n    monthOriginalAmount\n    yearOriginalAmount\n    dollarMonthAmount\n    dollarYearAmount\n    dollarMonthOriginalAmount\n    dollarYearOriginalAmount\n  }\n": typeof types.Price_EditionFragmentDoc,
    "\n  mutation GenerateLicense($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n      sentTo\n    }\n  }\n": typeof types.GenerateLicenseDocument,
    "\n  query LicenseHistory($id: ID!) {\n    license(id: $id) {\n      id\n      machineName\n      history {\n        kind\n        at\n        mid\n        machineName\n        expiredAt\n        previousExpiredAt\n      }\n    }\n  }\n": typeof types.LicenseHistoryDocument,
    "\n  query LicenseManagement($page: Int!, $size: Int!) {\n    licenses(page: $page, size: $size) {\n      items {\n        id\n        status\n        key\n        ...LicenseTable_license\n      }\n      page\n      size\n      total\n    }\n    availableLicenseCount\n  }\n": typeof types.LicenseManagementDocument,
    "\n  fragment LicenseTable_license on License {\n    id\n    licenseTypeName\n    mid\n    status\n    generatedAt\n    period\n    periodDay\n    key\n    keyExpiredAt\n    expiredAt\n    movesLeft\n    renewal\n    machineName\n    teamName\n    edition {\n      id\n      upgradesTo {\n        id\n      }\n    }\n  }\n": typeof types.LicenseTable_LicenseFragmentDoc,
    "\n  mutation MoveLicense($id: ID!) {\n    moveLicense(id: $id) {\n      id\n      status\n      mid\n      generatedAt\n      expiredAt\n      movesLeft\n      movesAgainAt\n    }\n  }\n": typeof types.MoveLicenseDocument,
    "\n  mutation ExportActivationCodes($licenseIds: [ID!], $all: Boolean) {\n    exportActivationCodes(licenseIds: $licenseIds, all: $all) {\n      licenseId\n      code\n    }\n  }\n": typeof types.ExportActivationCodesDocument,
    "\n  mutation StartAlipayPagePayment($orderNo: ID!) {\n    startAlipayPagePayment(orderNo: $orderNo)\n  }\n": typeof types.StartAlipayPagePaymentDocument,
    "\n  fragment BankTransferDetails_payInfo on PayInfo {\n    accountName\n    bankName\n    accountNumber\n    swiftCode\n    bankAddress\n    beneficiaryAddress\n    amount {\n      amount\n      currency\n    }\n    orderNote\n    otherAmount {\n      amount\n      currency\n    }\n  }\n": typeof types.BankTransferDetails_PayInfoFragmentDoc,
    "\n  query BankTransferPage($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderFacts_order\n      payInfo(paymentType: COMPANY_PAY) {\n        ...BankTransferDetails_payInfo\n      }\n    }\n  }\n": typeof types.BankTransferPageDocument,
    "\n  query CheckStand($orderNo: ID!, $paymentType: PaymentType, $withPayInfo: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      orderAmount {\n        currency\n      }\n      ...OrderFacts_order\n      payInfo(paymentType: $paymentType) @include(if: $withPayInfo) {\n        ...BankTransferDetails_payInfo\n        qrcodeUrl\n        amount {\n          amount\n          currency\n        }\n        otherAmount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n": typeof types.CheckStandDocument,
    "\n  fragment InvoiceEditor_order on Order {\n    orderNo\n    invoice {\n      company\n      address\n      taxNumber\n      number\n      issuedAt\n      editable\n    }\n  }\n": typeof types.InvoiceEditor_OrderFragmentDoc,
    "\n  mutation SetInvoiceDetails($input: InvoiceDetailsInput!) {\n    setInvoiceDetails(input: $input) {\n      company\n      address\n      taxNumber\n      number\n      editable\n    }\n  }\n": typeof types.SetInvoiceDetailsDocument,
    "\n  mutation CancelOrder($orderNo: ID!) {\n    cancelOrder(orderNo: $orderNo) {\n      orderNo\n      closedAt\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RequestRefund($orderNo: ID!, $reason: String) {\n    requestRefund(orderNo: $orderNo, reason: $reason) {\n      orderNo\n      refundRequestedAt\n    }\n  }\n": typeof types.RequestRefundDocument,
    "\n  query OrderDetail($orderNo: ID!, $bankTransfer: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      licenseTypeName\n      period\n      periodDay\n      quantity\n      licenseTypePrice {\n        amount\n        currency\n      }\n      orderAmount {\n        amount\n        currency\n      }\n      paymentType\n      ...OrderStatus_order\n      payTime\n      createdAt\n      outerTradeNo\n      teamName\n      renewedLicenseIds\n      payInfo @include(if: $bankTransfer) {\n        ...BankTransferDetails_payInfo\n      }\n      ...InvoiceEditor_order\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  fragment OrderFacts_order on Order {\n    orderNo\n    licenseTypeName\n    quantity\n    period\n    periodDay\n    orderAmount {\n      amount\n      currency\n    }\n  }\n": typeof types.OrderFacts_OrderFragmentDoc,
    "\n  query OrderForm($edition: ID!) {\n    me {\n      id\n      username\n      name\n      email\n    }\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      upgradesTo {\n        id\n      }\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n": typeof types.OrderFormDocument,
    "\n  query OrderManagement($payStatus: PayStatusFilter!, $page: Int!, $size: Int!) {\n    orders(payStatus: $payStatus, page: $page, size: $size) {\n      items {\n        ...OrderTable_order\n      }\n      page\n      size\n      total\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n": typeof types.OrderManagementDocument,
    "\n  fragment OrderStatus_order on Order {\n    state\n    refundReason\n    closedAt\n    refundRequestedAt\n  }\n": typeof types.OrderStatus_OrderFragmentDoc,
    "\n  fragment OrderTable_order on Order {\n    orderNo\n    paymentType\n    orderAmount {\n      amount\n      currency\n    }\n    period\n    payStatus\n    state\n    payTime\n    createdAt\n    receiptUrl\n    closedAt\n    refundableUntil\n    teamName\n    ...OrderStatus_order\n  }\n": typeof types.OrderTable_OrderFragmentDoc,
    "\n  fragment OrderTruth_order on Order {\n    orderNo\n    payStatus\n    state\n    closedAt\n    period\n    refundReason\n  }\n": typeof types.OrderTruth_OrderFragmentDoc,
    "\n  query OrderTruth($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      ...OrderTruth_order\n    }\n  }\n": typeof types.OrderTruthDocument,
    "\n  mutation CompletePayPalPayment($input: PayPalReturnInput!) {\n    completePayPalPayment(input: $input)\n  }\n": typeof types.CompletePayPalPaymentDocument,
    "\n  query PayAgain($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      payStatus\n    }\n  }\n": typeof types.PayAgainDocument,
    "\n  query PaidOrderFacts($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderTruth_order\n      receiptUrl\n      ...OrderFacts_order\n      ...RenewedLicense_order\n    }\n  }\n": typeof types.PaidOrderFactsDocument,
    "\n  query TrialUpgrade {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n    }\n  }\n": typeof types.TrialUpgradeDocument,
    "\n  fragment RenewedLicense_order on Order {\n    renewedLicense {\n      id\n      mid\n      status\n      expiredAt\n    }\n  }\n": typeof types.RenewedLicense_OrderFragmentDoc,
    "\n  mutation RenewedLicenseFile($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n    }\n  }\n": typeof types.RenewedLicenseFileDocument,
    "\n  query BuyerTeams {\n    teams {\n      id\n      name\n      role\n    }\n  }\n": typeof types.BuyerTeamsDocument,
    "\n  query PaidOrder($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      period\n      state\n    }\n  }\n": typeof types.PaidOrderDocument,
    "\n  query OrderPreview($input: OrderInput!) {\n    orderPreview(input: $input) {\n      discounts {\n        period\n        label\n        description\n        descriptionCn\n      }\n      paymentType\n      period\n      periodDay\n      orderAmount {\n        amount\n        currency\n      }\n      discountAmount {\n        amount\n        currency\n      }\n      licenseTypePrice {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.OrderPreviewDocument,
    "\n  subscription OrderPayStatus($orderNo: ID!) {\n    orderPayStatus(orderNo: $orderNo) {\n      orderNo\n      paid\n      status\n      state\n      trial\n      refundedAsSecondTrial\n    }\n  }\n": typeof types.OrderPayStatusDocument,
    "\n  mutation StartPayPalPayment($orderNo: ID!) {\n    startPayPalPayment(orderNo: $orderNo)\n  }\n": typeof types.StartPayPalPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      orderNo\n      paymentType\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query MarketFilters {\n    enginesVersions\n    pluginCategories {\n      category\n      count\n    }\n  }\n": typeof types.MarketFiltersDocument,
    "\n  query MarketPage($keyword: String, $category: String, $engines: String, $page: Int, $size: Int) {\n    plugins(keyword: $keyword, category: $category, engines: $engines, page: $page, size: $size) {\n      items {\n        id\n        ...PluginCard_plugin\n      }\n      page\n      size\n      total\n    }\n  }\n": typeof types.MarketPageDocument,
    "\n  fragment PluginCard_plugin on Plugin {\n    extensionId\n    icon\n    name\n    displayName\n    publisher\n    category\n    downloadCount\n    version\n    description\n    downloadUrl\n  }\n": typeof types.PluginCard_PluginFragmentDoc,
    "\n  query PluginDetail($extensionId: ID!) {\n    plugin(extensionId: $extensionId) {\n      id\n      extensionId\n      icon\n      name\n      displayName\n      publisher\n      category\n      downloadCount\n      version\n      engines\n      enginesMin\n      views\n      description\n      readme\n      changelog\n      downloadUrl\n      versions {\n        ...PluginVersions_version\n      }\n    }\n  }\n": typeof types.PluginDetailDocument,
    "\n  fragment PluginVersions_version on PluginVersion {\n    version\n    engines\n    date\n    sha256\n    signature\n    downloadUrl\n    signatureUrl\n  }\n": typeof types.PluginVersions_VersionFragmentDoc,
    "\n  fragment UploadRow_upload on Plugin {\n    uploadId\n    extensionId\n    version\n    icon\n    reviewStatus\n    reviewNote\n    warnings\n    queuePosition\n    uploadedAt\n  }\n": typeof types.UploadRow_UploadFragmentDoc,
    "\n  query MyPlugins($page: Int, $size: Int) {\n    myPlugins(page: $page, size: $size) {\n      items {\n        id\n        uploadId\n        extensionId\n        ...UploadRow_upload\n      }\n      total\n    }\n  }\n": typeof types.MyPluginsDocument,
    "\n  mutation UploadPlugin($file: Upload!) {\n    uploadPlugin(file: $file) {\n      id\n      uploadId\n      extensionId\n      name\n      version\n      icon\n      reviewStatus\n      reviewNote\n      warnings\n      queuePosition\n      uploadedAt\n    }\n  }\n": typeof types.UploadPluginDocument,
    "\n  mutation DeletePlugin($id: ID!) {\n    deletePlugin(id: $id)\n  }\n": typeof types.DeletePluginDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        expiresAt\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  mutation ContactSales($input: SalesContactInput!) {\n    contactSales(input: $input)\n  }\n": typeof types.ContactSalesDocument,
    "\n  query LatestVersion {\n    versions {\n      id\n      version\n      winDownloadUrl\n      macDownloadUrl\n      linuxDownloadUrl\n    }\n  }\n": typeof types.LatestVersionDocument,
    "\n  query SalesForm($edition: ID!) {\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      sale\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n  }\n": typeof types.SalesFormDocument,
    "\n  query TrialEdition($edition: ID!) {\n    edition(id: $edition) {\n      id\n      sale\n    }\n  }\n": typeof types.TrialEditionDocument,
    "\n  mutation ApplyForTrial($input: TrialInput!) {\n    applyForTrial(input: $input)\n  }\n": typeof types.ApplyForTrialDocument,
    "\n  query AuditLogPage($filter: AuditLogFilter, $page: Int, $size: Int) {\n    auditLog(filter: $filter, page: $page, size: $size) {\n      page\n      size\n      total\n      entries {\n        id\n        at\n        actorKind\n        actorName\n        ip\n        action\n        subjectType\n        subjectId\n        before\n        after\n        reason\n      }\n    }\n  }\n": typeof types.AuditLogPageDocument,
    "\n  mutation StartStaffEnrolment($token: String!) {\n    startStaffEnrolment(token: $token) {\n      username\n      secret\n      otpauthUri\n    }\n  }\n": typeof types.StartStaffEnrolmentDocument,
    "\n  mutation FinishStaffEnrolment($input: FinishStaffEnrolmentInput!) {\n    finishStaffEnrolment(input: $input) {\n      username\n      recoveryCodes\n    }\n  }\n": typeof types.FinishStaffEnrolmentDocument,
    "\n  mutation StaffSignIn($input: StaffSignInInput!) {\n    staffSignIn(input: $input) {\n      token\n      expiresAt\n      member {\n        id\n        username\n        role\n        kind\n      }\n    }\n  }\n": typeof types.StaffSignInDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": typeof types.StaffSignOutDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      username\n      email\n      role\n      enrolled\n      disabled\n      lastSignInAt\n      createdAt\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  mutation CreateStaff($input: CreateStaffInput!) {\n    createStaff(input: $input) {\n      enrolmentLink\n      expiresAt\n      member {\n        id\n        username\n      }\n    }\n  }\n": typeof types.CreateStaffDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.ChangeStaffRoleDocument,
    "\n  mutation SetStaffDisabled($id: ID!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": typeof types.SetStaffDisabledDocument,
    "\n  mutation EndStaffSessions($id: ID!) {\n    endStaffSessions(id: $id)\n  }\n": typeof types.EndStaffSessionsDocument,
    "\n  query CustomerSearch($q: String!) {\n    customerSearch(q: $q) {\n      matched\n      customers {\n        id\n        username\n        email\n      }\n    }\n  }\n": typeof types.CustomerSearchDocument,
    "\n  fragment CustomerLicense_license on CustomerLicense {\n    id\n    orderNo\n    edition\n    mid\n    machineName\n    generated\n    expiredAt\n    movesLeft\n    history {\n      kind\n      at\n      mid\n    }\n    supportMoves {\n      at\n      by\n      fromMid\n      reason\n    }\n  }\n": typeof types.CustomerLicense_LicenseFragmentDoc,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      customer {\n        id\n        username\n        email\n      }\n      createdAt\n      orders {\n        id\n        orderNo\n        edition\n        quantity\n        currency\n        amount\n        paid\n        createdAt\n      }\n      licenses {\n        id\n        ...CustomerLicense_license\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  mutation StaffMoveLicense($id: ID!, $mid: String!, $reason: String!) {\n    staffMoveLicense(id: $id, mid: $mid, reason: $reason) {\n      id\n      ...CustomerLicense_license\n    }\n  }\n": typeof types.StaffMoveLicenseDocument,
    "\n  mutation ResendLicenseMail($id: ID!) {\n    resendLicenseMail(id: $id) {\n      licenseId\n      to\n    }\n  }\n": typeof types.ResendLicenseMailDocument,
    "\n  query QuoteEditions {\n    editions {\n      id\n      name\n      nameCn\n      sale\n      status\n    }\n  }\n": typeof types.QuoteEditionsDocument,
    "\n  mutation QuoteLead($id: ID!, $input: LeadQuoteInput!) {\n    quoteLead(id: $id, input: $input) {\n      leadId\n      orderAmount\n      currency\n      mailedTo\n    }\n  }\n": typeof types.QuoteLeadDocument,
    "\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    state\n    edition\n    name\n    email\n    mobile\n    company\n    quantity\n    comment\n    lostReason\n    owner {\n      id\n      username\n    }\n    createdAt\n    notes {\n      id\n      author\n      createdAt\n      text\n    }\n  }\n": typeof types.StaffLeadFieldsFragmentDoc,
    "\n  query StaffLeads($filter: LeadFilter) {\n    staffLeads(filter: $filter) {\n      ...StaffLeadFields\n    }\n    staffLeadOwners {\n      id\n      username\n    }\n  }\n": typeof types.StaffLeadsDocument,
    "\n  query StaffLeadsCsv($filter: LeadFilter) {\n    staffLeadsCsv(filter: $filter)\n  }\n": typeof types.StaffLeadsCsvDocument,
    "\n  mutation MoveLead($id: ID!, $state: LeadState!, $reason: String) {\n    moveLead(id: $id, state: $state, reason: $reason) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.MoveLeadDocument,
    "\n  mutation GrantLeadTrial($id: ID!) {\n    grantLeadTrial(id: $id) {\n      leadId\n      licenseId\n    }\n  }\n": typeof types.GrantLeadTrialDocument,
    "\n  mutation AssignLead($id: ID!, $ownerId: ID) {\n    assignLead(id: $id, ownerId: $ownerId) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.AssignLeadDocument,
    "\n  mutation NoteLead($id: ID!, $text: String!) {\n    noteLead(id: $id, text: $text) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.NoteLeadDocument,
    "\n  fragment StaffAwaitingTransferFields on StaffAwaitingTransfer {\n    orderNo\n    buyerName\n    buyerEmail\n    total {\n      amount\n      currency\n    }\n    createdAt\n  }\n": typeof types.StaffAwaitingTransferFieldsFragmentDoc,
    "\n  fragment StaffRefundApprovalFields on StaffRefundApproval {\n    id\n    orderNo\n    buyerName\n    paymentType\n    total {\n      amount\n      currency\n    }\n    reason\n    state\n    requestedBy\n    requestedAt\n    decidedBy\n    decidedAt\n    declineReason\n    outcome\n    providerReason\n  }\n": typeof types.StaffRefundApprovalFieldsFragmentDoc,
    "\n  query StaffTransfers {\n    staffTransfers {\n      ...StaffAwaitingTransferFields\n    }\n  }\n": typeof types.StaffTransfersDocument,
    "\n  query StaffTransferByReference($reference: String!) {\n    staffTransferByReference(reference: $reference) {\n      ...StaffAwaitingTransferFields\n    }\n  }\n": typeof types.StaffTransferByReferenceDocument,
    "\n  mutation StaffConfirmTransfer($orderNo: String!, $reference: String!, $amount: Float!, $overrideReason: String) {\n    staffConfirmTransfer(orderNo: $orderNo, reference: $reference, amount: $amount, overrideReason: $overrideReason) {\n      orderNo\n      changed\n      licenses\n      matched\n    }\n  }\n": typeof types.StaffConfirmTransferDocument,
    "\n  query StaffRefunds {\n    staffRefunds {\n      approvals {\n        ...StaffRefundApprovalFields\n      }\n      buyerRequests {\n        orderNo\n        buyerName\n        paymentType\n        total {\n          amount\n          currency\n        }\n        requestedAt\n        reason\n      }\n    }\n  }\n": typeof types.StaffRefundsDocument,
    "\n  mutation StaffRequestRefund($orderNo: String!, $reason: String!) {\n    staffRequestRefund(orderNo: $orderNo, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n": typeof types.StaffRequestRefundDocument,
    "\n  mutation StaffApproveRefund($id: ID!) {\n    staffApproveRefund(id: $id) {\n      ...StaffRefundApprovalFields\n    }\n  }\n": typeof types.StaffApproveRefundDocument,
    "\n  mutation StaffDeclineRefund($id: ID!, $reason: String!) {\n    staffDeclineRefund(id: $id, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n": typeof types.StaffDeclineRefundDocument,
    "\n  query StaffPaymentNotifications($orderNo: String, $verified: Boolean) {\n    staffPaymentNotifications(orderNo: $orderNo, verified: $verified) {\n      id\n      provider\n      receivedAt\n      verified\n      reason\n      event\n      orderNo\n      outcome\n    }\n  }\n": typeof types.StaffPaymentNotificationsDocument,
    "\n  query StaffPageViews($from: String, $to: String) {\n    staffPageViews(from: $from, to: $to) {\n      from\n      to\n      total\n      perDayLocale {\n        day\n        locale\n        views\n      }\n      perDayPath {\n        day\n        path\n        views\n      }\n      topPaths {\n        path\n        views\n      }\n    }\n  }\n": typeof types.StaffPageViewsDocument,
    "\n  query ReviewQueue($state: ReviewState) {\n    reviewQueue(state: $state) {\n      id\n      publisher\n      name\n      version\n      state\n      queuedAt\n      owner\n      warnings\n    }\n  }\n": typeof types.ReviewQueueDocument,
    "\n  query ReviewUpload($id: ID!) {\n    reviewUpload(id: $id) {\n      upload {\n        id\n        publisher\n        name\n        version\n        engines\n        state\n        reason\n        queuedAt\n        size\n        warnings\n        owner\n      }\n      manifest\n      files {\n        path\n        size\n        sha256\n      }\n      readme\n      secrets {\n        file\n        line\n        kind\n        verdict\n      }\n      changes {\n        previousId\n        previousVersion\n        previousState\n        manifest {\n          field\n          before\n          after\n        }\n        filesAdded {\n          path\n          size\n        }\n        filesRemoved {\n          path\n          size\n        }\n        filesChanged {\n          path\n          sizeBefore\n          sizeAfter\n        }\n        readmeDiff {\n          op\n          line\n        }\n      }\n    }\n  }\n": typeof types.ReviewUploadDocument,
    "\n  mutation ApproveUpload($id: ID!) {\n    approveUpload(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.ApproveUploadDocument,
    "\n  mutation RejectUpload($id: ID!, $reason: String!) {\n    rejectUpload(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n": typeof types.RejectUploadDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation AssignSeat($licenseId: ID!, $memberId: ID!) {\n    assignSeat(licenseId: $licenseId, memberId: $memberId) {\n      member {\n        id\n      }\n      license {\n        id\n        mid\n      }\n    }\n  }\n": typeof types.AssignSeatDocument,
    "\n  query TeamSeats {\n    teams {\n      id\n      name\n      role\n      members {\n        id\n        username\n      }\n      seats {\n        lastValidatedAt\n        member {\n          id\n          username\n        }\n        license {\n          id\n          mid\n          generatedAt\n          expiredAt\n          renewal\n          movesLeft\n          edition {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.TeamSeatsDocument,
    "\n  fragment TeamPage_team on Team {\n    id\n    name\n    role\n    members {\n      id\n      username\n      role\n      joinedAt\n    }\n    seats {\n      license {\n        id\n      }\n      member {\n        id\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      language\n      expiresAt\n    }\n  }\n": typeof types.TeamPage_TeamFragmentDoc,
    "\n  query Teams {\n    teams {\n      ...TeamPage_team\n    }\n  }\n": typeof types.TeamsDocument,
    "\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      ...TeamPage_team\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation InviteToTeam($teamId: ID!, $email: String!, $role: TeamRole, $language: InvitationLanguage) {\n    inviteToTeam(teamId: $teamId, email: $email, role: $role, language: $language) {\n      id\n    }\n  }\n": typeof types.InviteToTeamDocument,
    "\n  mutation WithdrawInvitation($id: ID!) {\n    withdrawInvitation(id: $id)\n  }\n": typeof types.WithdrawInvitationDocument,
    "\n  mutation SetTeamRole($teamId: ID!, $memberId: ID!, $role: TeamRole!) {\n    setTeamRole(teamId: $teamId, memberId: $memberId, role: $role) {\n      ...TeamPage_team\n    }\n  }\n": typeof types.SetTeamRoleDocument,
    "\n  mutation RemoveTeamMember($teamId: ID!, $memberId: ID!) {\n    removeTeamMember(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId)\n  }\n": typeof types.LeaveTeamDocument,
    "\n  mutation HandOverTeam($teamId: ID!, $memberId: ID!) {\n    handOverTeam(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n": typeof types.HandOverTeamDocument,
    "\n  query MyLicensesForTeam {\n    licenses(page: 1, size: 100) {\n      items {\n        id\n        licenseTypeName\n        status\n        expiredAt\n      }\n    }\n    teams {\n      id\n      seats {\n        license {\n          id\n        }\n      }\n    }\n  }\n": typeof types.MyLicensesForTeamDocument,
    "\n  mutation AddTeamSeats($teamId: ID!, $licenseIds: [ID!]!) {\n    addTeamSeats(teamId: $teamId, licenseIds: $licenseIds) {\n      license {\n        id\n      }\n    }\n  }\n": typeof types.AddTeamSeatsDocument,
    "\n  mutation ResendActivationMail($userId: ID!) {\n    resendActivationMail(userId: $userId)\n  }\n": typeof types.ResendActivationMailDocument,
    "\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token)\n  }\n": typeof types.ActivateAccountDocument,
    "\n  query AgreementPage {\n    agreement\n  }\n": typeof types.AgreementPageDocument,
    "\n  mutation RefreshApiKey {\n    refreshApiKey\n  }\n": typeof types.RefreshApiKeyDocument,
    "\n  mutation RedeemCrossLoginCode($code: String!) {\n    redeemCrossLoginCode(code: $code) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n": typeof types.RedeemCrossLoginCodeDocument,
    "\n  query ModifyPage {\n    me {\n      id\n      username\n      email\n    }\n  }\n": typeof types.ModifyPageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($username: String!, $email: String!) {\n    requestPasswordReset(username: $username, email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      username\n      email\n      key\n      status\n      createdAt\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      id\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation CreateCrossLoginCode {\n    createCrossLoginCode {\n      code\n      expiresAt\n    }\n  }\n": typeof types.CreateCrossLoginCodeDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query RecentVersions {\n    versions {\n      id\n      name\n      createdAt\n      version\n      ...OsLinks_version\n    }\n  }\n": typeof types.RecentVersionsDocument,
    "\n  fragment OsLinks_version on Version {\n    version\n    winDownloadUrl\n    macDownloadUrl\n    linuxDownloadUrl\n  }\n": typeof types.OsLinks_VersionFragmentDoc,
    "\n  query VersionHistory {\n    downloads {\n      id\n      createdAt\n      version\n      content\n      ...OsLinks_version\n    }\n  }\n": typeof types.VersionHistoryDocument,
    "\n  query PaymentMethods {\n    paymentMethods {\n      type\n      label\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      uuid\n    }\n  }\n": typeof types.RequestCaptchaDocument,
    "\n  fragment DictionaryField_dictionaries on Dictionaries {\n    country {\n      text\n      value\n    }\n    position {\n      text\n      value\n    }\n    use {\n      text\n      value\n    }\n  }\n": typeof types.DictionaryField_DictionariesFragmentDoc,
};
const documents: Documents = {
    "\n  query HeaderProfile {\n    me {\n      id\n      username\n      email\n      status\n    }\n  }\n": types.HeaderProfileDocument,
    "\n  query StaffMe {\n    staffMe {\n      id\n      username\n      role\n      kind\n    }\n  }\n": types.StaffMeDocument,
    "\n  query FaqPage {\n    faqGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n": types.FaqPageDocument,
    "\n  query FeaturesPage {\n    featureGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n": types.FeaturesPageDocument,
    "\n  query HomePlugins($size: Int!) {\n    plugins(page: 1, size: $size) {\n      items {\n        id\n        extensionId\n        icon\n        name\n        displayName\n        publisher\n        category\n      }\n    }\n  }\n": types.HomePluginsDocument,
    "\n  fragment PocCard_poc on PocPush {\n    name\n    nameEn\n    cveId\n    cvss\n    fofaQuery\n    product\n    assetCount\n    tags\n    tagsEn\n    releasedAt\n    description\n    descriptionEn\n    demoGifUrl\n  }\n": types.PocCard_PocFragmentDoc,
    "\n  query UpdatesPage {\n    pocPushGroups {\n      createdAtWeek\n      pushData {\n        cveId\n        ...PocCard_poc\n      }\n    }\n  }\n": types.UpdatesPageDocument,
    "\n  query DocPage($kind: DocKind!) {\n    doc(kind: $kind) {\n      content\n      version\n      updateDate\n    }\n  }\n": types.DocPageDocument,
    "\n  fragment BlueTeamIntro_edition on Edition {\n    id\n  }\n": types.BlueTeamIntro_EditionFragmentDoc,
    "\n  query SaleEditions {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n      ...Price_edition\n      ...BlueTeamIntro_edition\n    }\n  }\n": types.SaleEditionsDocument,
    "\n  fragment Price_edition on Edition {\n    monthAmount\n    yearAmount\n    monthOriginalAmount\n    yearOriginalAmount\n    dollarMonthAmount\n    dollarYearAmount\n    dollarMonthOriginalAmount\n    dollarYearOriginalAmount\n  }\n": types.Price_EditionFragmentDoc,
    "\n  mutation GenerateLicense($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n      sentTo\n    }\n  }\n": types.GenerateLicenseDocument,
    "\n  query LicenseHistory($id: ID!) {\n    license(id: $id) {\n      id\n      machineName\n      history {\n        kind\n        at\n        mid\n        machineName\n        expiredAt\n        previousExpiredAt\n      }\n    }\n  }\n": types.LicenseHistoryDocument,
    "\n  query LicenseManagement($page: Int!, $size: Int!) {\n    licenses(page: $page, size: $size) {\n      items {\n        id\n        status\n        key\n        ...LicenseTable_license\n      }\n      page\n      size\n      total\n    }\n    availableLicenseCount\n  }\n": types.LicenseManagementDocument,
    "\n  fragment LicenseTable_license on License {\n    id\n    licenseTypeName\n    mid\n    status\n    generatedAt\n    period\n    periodDay\n    key\n    keyExpiredAt\n    expiredAt\n    movesLeft\n    renewal\n    machineName\n    teamName\n    edition {\n      id\n      upgradesTo {\n        id\n      }\n    }\n  }\n": types.LicenseTable_LicenseFragmentDoc,
    "\n  mutation MoveLicense($id: ID!) {\n    moveLicense(id: $id) {\n      id\n      status\n      mid\n      generatedAt\n      expiredAt\n      movesLeft\n      movesAgainAt\n    }\n  }\n": types.MoveLicenseDocument,
    "\n  mutation ExportActivationCodes($licenseIds: [ID!], $all: Boolean) {\n    exportActivationCodes(licenseIds: $licenseIds, all: $all) {\n      licenseId\n      code\n    }\n  }\n": types.ExportActivationCodesDocument,
    "\n  mutation StartAlipayPagePayment($orderNo: ID!) {\n    startAlipayPagePayment(orderNo: $orderNo)\n  }\n": types.StartAlipayPagePaymentDocument,
    "\n  fragment BankTransferDetails_payInfo on PayInfo {\n    accountName\n    bankName\n    accountNumber\n    swiftCode\n    bankAddress\n    beneficiaryAddress\n    amount {\n      amount\n      currency\n    }\n    orderNote\n    otherAmount {\n      amount\n      currency\n    }\n  }\n": types.BankTransferDetails_PayInfoFragmentDoc,
    "\n  query BankTransferPage($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderFacts_order\n      payInfo(paymentType: COMPANY_PAY) {\n        ...BankTransferDetails_payInfo\n      }\n    }\n  }\n": types.BankTransferPageDocument,
    "\n  query CheckStand($orderNo: ID!, $paymentType: PaymentType, $withPayInfo: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      orderAmount {\n        currency\n      }\n      ...OrderFacts_order\n      payInfo(paymentType: $paymentType) @include(if: $withPayInfo) {\n        ...BankTransferDetails_payInfo\n        qrcodeUrl\n        amount {\n          amount\n          currency\n        }\n        otherAmount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n": types.CheckStandDocument,
    "\n  fragment InvoiceEditor_order on Order {\n    orderNo\n    invoice {\n      company\n      address\n      taxNumber\n      number\n      issuedAt\n      editable\n    }\n  }\n": types.InvoiceEditor_OrderFragmentDoc,
    "\n  mutation SetInvoiceDetails($input: InvoiceDetailsInput!) {\n    setInvoiceDetails(input: $input) {\n      company\n      address\n      taxNumber\n      number\n      editable\n    }\n  }\n": types.SetInvoiceDetailsDocument,
    "\n  mutation CancelOrder($orderNo: ID!) {\n    cancelOrder(orderNo: $orderNo) {\n      orderNo\n      closedAt\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RequestRefund($orderNo: ID!, $reason: String) {\n    requestRefund(orderNo: $orderNo, reason: $reason) {\n      orderNo\n      refundRequestedAt\n    }\n  }\n": types.RequestRefundDocument,
    "\n  query OrderDetail($orderNo: ID!, $bankTransfer: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      licenseTypeName\n      period\n      periodDay\n      quantity\n      licenseTypePrice {\n        amount\n        currency\n      }\n      orderAmount {\n        amount\n        currency\n      }\n      paymentType\n      ...OrderStatus_order\n      payTime\n      createdAt\n      outerTradeNo\n      teamName\n      renewedLicenseIds\n      payInfo @include(if: $bankTransfer) {\n        ...BankTransferDetails_payInfo\n      }\n      ...InvoiceEditor_order\n    }\n  }\n": types.OrderDetailDocument,
    "\n  fragment OrderFacts_order on Order {\n    orderNo\n    licenseTypeName\n    quantity\n    period\n    periodDay\n    orderAmount {\n      amount\n      currency\n    }\n  }\n": types.OrderFacts_OrderFragmentDoc,
    "\n  query OrderForm($edition: ID!) {\n    me {\n      id\n      username\n      name\n      email\n    }\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      upgradesTo {\n        id\n      }\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n": types.OrderFormDocument,
    "\n  query OrderManagement($payStatus: PayStatusFilter!, $page: Int!, $size: Int!) {\n    orders(payStatus: $payStatus, page: $page, size: $size) {\n      items {\n        ...OrderTable_order\n      }\n      page\n      size\n      total\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n": types.OrderManagementDocument,
    "\n  fragment OrderStatus_order on Order {\n    state\n    refundReason\n    closedAt\n    refundRequestedAt\n  }\n": types.OrderStatus_OrderFragmentDoc,
    "\n  fragment OrderTable_order on Order {\n    orderNo\n    paymentType\n    orderAmount {\n      amount\n      currency\n    }\n    period\n    payStatus\n    state\n    payTime\n    createdAt\n    receiptUrl\n    closedAt\n    refundableUntil\n    teamName\n    ...OrderStatus_order\n  }\n": types.OrderTable_OrderFragmentDoc,
    "\n  fragment OrderTruth_order on Order {\n    orderNo\n    payStatus\n    state\n    closedAt\n    period\n    refundReason\n  }\n": types.OrderTruth_OrderFragmentDoc,
    "\n  query OrderTruth($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      ...OrderTruth_order\n    }\n  }\n": types.OrderTruthDocument,
    "\n  mutation CompletePayPalPayment($input: PayPalReturnInput!) {\n    completePayPalPayment(input: $input)\n  }\n": types.CompletePayPalPaymentDocument,
    "\n  query PayAgain($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      payStatus\n    }\n  }\n": types.PayAgainDocument,
    "\n  query PaidOrderFacts($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderTruth_order\n      receiptUrl\n      ...OrderFacts_order\n      ...RenewedLicense_order\n    }\n  }\n": types.PaidOrderFactsDocument,
    "\n  query TrialUpgrade {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n    }\n  }\n": types.TrialUpgradeDocument,
    "\n  fragment RenewedLicense_order on Order {\n    renewedLicense {\n      id\n      mid\n      status\n      expiredAt\n    }\n  }\n": types.RenewedLicense_OrderFragmentDoc,
    "\n  mutation RenewedLicenseFile($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n    }\n  }\n": types.RenewedLicenseFileDocument,
    "\n  query BuyerTeams {\n    teams {\n      id\n      name\n      role\n    }\n  }\n": types.BuyerTeamsDocument,
    "\n  query PaidOrder($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      period\n      state\n    }\n  }\n": types.PaidOrderDocument,
    "\n  query OrderPreview($input: OrderInput!) {\n    orderPreview(input: $input) {\n      discounts {\n        period\n        label\n        description\n        descriptionCn\n      }\n      paymentType\n      period\n      periodDay\n      orderAmount {\n        amount\n        currency\n      }\n      discountAmount {\n        amount\n        currency\n      }\n      licenseTypePrice {\n        amount\n        currency\n      }\n    }\n  }\n": types.OrderPreviewDocument,
    "\n  subscription OrderPayStatus($orderNo: ID!) {\n    orderPayStatus(orderNo: $orderNo) {\n      orderNo\n      paid\n      status\n      state\n      trial\n      refundedAsSecondTrial\n    }\n  }\n": types.OrderPayStatusDocument,
    "\n  mutation StartPayPalPayment($orderNo: ID!) {\n    startPayPalPayment(orderNo: $orderNo)\n  }\n": types.StartPayPalPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      orderNo\n      paymentType\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query MarketFilters {\n    enginesVersions\n    pluginCategories {\n      category\n      count\n    }\n  }\n": types.MarketFiltersDocument,
    "\n  query MarketPage($keyword: String, $category: String, $engines: String, $page: Int, $size: Int) {\n    plugins(keyword: $keyword, category: $category, engines: $engines, page: $page, size: $size) {\n      items {\n        id\n        ...PluginCard_plugin\n      }\n      page\n      size\n      total\n    }\n  }\n": types.MarketPageDocument,
    "\n  fragment PluginCard_plugin on Plugin {\n    extensionId\n    icon\n    name\n    displayName\n    publisher\n    category\n    downloadCount\n    version\n    description\n    downloadUrl\n  }\n": types.PluginCard_PluginFragmentDoc,
    "\n  query PluginDetail($extensionId: ID!) {\n    plugin(extensionId: $extensionId) {\n      id\n      extensionId\n      icon\n      name\n      displayName\n      publisher\n      category\n      downloadCount\n      version\n      engines\n      enginesMin\n      views\n      description\n      readme\n      changelog\n      downloadUrl\n      versions {\n        ...PluginVersions_version\n      }\n    }\n  }\n": types.PluginDetailDocument,
    "\n  fragment PluginVersions_version on PluginVersion {\n    version\n    engines\n    date\n    sha256\n    signature\n    downloadUrl\n    signatureUrl\n  }\n": types.PluginVersions_VersionFragmentDoc,
    "\n  fragment UploadRow_upload on Plugin {\n    uploadId\n    extensionId\n    version\n    icon\n    reviewStatus\n    reviewNote\n    warnings\n    queuePosition\n    uploadedAt\n  }\n": types.UploadRow_UploadFragmentDoc,
    "\n  query MyPlugins($page: Int, $size: Int) {\n    myPlugins(page: $page, size: $size) {\n      items {\n        id\n        uploadId\n        extensionId\n        ...UploadRow_upload\n      }\n      total\n    }\n  }\n": types.MyPluginsDocument,
    "\n  mutation UploadPlugin($file: Upload!) {\n    uploadPlugin(file: $file) {\n      id\n      uploadId\n      extensionId\n      name\n      version\n      icon\n      reviewStatus\n      reviewNote\n      warnings\n      queuePosition\n      uploadedAt\n    }\n  }\n": types.UploadPluginDocument,
    "\n  mutation DeletePlugin($id: ID!) {\n    deletePlugin(id: $id)\n  }\n": types.DeletePluginDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        expiresAt\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n": types.RevokeAccessTokenDocument,
    "\n  mutation ContactSales($input: SalesContactInput!) {\n    contactSales(input: $input)\n  }\n": types.ContactSalesDocument,
    "\n  query LatestVersion {\n    versions {\n      id\n      version\n      winDownloadUrl\n      macDownloadUrl\n      linuxDownloadUrl\n    }\n  }\n": types.LatestVersionDocument,
    "\n  query SalesForm($edition: ID!) {\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      sale\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n  }\n": types.SalesFormDocument,
    "\n  query TrialEdition($edition: ID!) {\n    edition(id: $edition) {\n      id\n      sale\n    }\n  }\n": types.TrialEditionDocument,
    "\n  mutation ApplyForTrial($input: TrialInput!) {\n    applyForTrial(input: $input)\n  }\n": types.ApplyForTrialDocument,
    "\n  query AuditLogPage($filter: AuditLogFilter, $page: Int, $size: Int) {\n    auditLog(filter: $filter, page: $page, size: $size) {\n      page\n      size\n      total\n      entries {\n        id\n        at\n        actorKind\n        actorName\n        ip\n        action\n        subjectType\n        subjectId\n        before\n        after\n        reason\n      }\n    }\n  }\n": types.AuditLogPageDocument,
    "\n  mutation StartStaffEnrolment($token: String!) {\n    startStaffEnrolment(token: $token) {\n      username\n      secret\n      otpauthUri\n    }\n  }\n": types.StartStaffEnrolmentDocument,
    "\n  mutation FinishStaffEnrolment($input: FinishStaffEnrolmentInput!) {\n    finishStaffEnrolment(input: $input) {\n      username\n      recoveryCodes\n    }\n  }\n": types.FinishStaffEnrolmentDocument,
    "\n  mutation StaffSignIn($input: StaffSignInInput!) {\n    staffSignIn(input: $input) {\n      token\n      expiresAt\n      member {\n        id\n        username\n        role\n        kind\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": types.StaffSignOutDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      username\n      email\n      role\n      enrolled\n      disabled\n      lastSignInAt\n      createdAt\n    }\n  }\n": types.StaffMembersDocument,
    "\n  mutation CreateStaff($input: CreateStaffInput!) {\n    createStaff(input: $input) {\n      enrolmentLink\n      expiresAt\n      member {\n        id\n        username\n      }\n    }\n  }\n": types.CreateStaffDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.ChangeStaffRoleDocument,
    "\n  mutation SetStaffDisabled($id: ID!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": types.SetStaffDisabledDocument,
    "\n  mutation EndStaffSessions($id: ID!) {\n    endStaffSessions(id: $id)\n  }\n": types.EndStaffSessionsDocument,
    "\n  query CustomerSearch($q: String!) {\n    customerSearch(q: $q) {\n      matched\n      customers {\n        id\n        username\n        email\n      }\n    }\n  }\n": types.CustomerSearchDocument,
    "\n  fragment CustomerLicense_license on CustomerLicense {\n    id\n    orderNo\n    edition\n    mid\n    machineName\n    generated\n    expiredAt\n    movesLeft\n    history {\n      kind\n      at\n      mid\n    }\n    supportMoves {\n      at\n      by\n      fromMid\n      reason\n    }\n  }\n": types.CustomerLicense_LicenseFragmentDoc,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      customer {\n        id\n        username\n        email\n      }\n      createdAt\n      orders {\n        id\n        orderNo\n        edition\n        quantity\n        currency\n        amount\n        paid\n        createdAt\n      }\n      licenses {\n        id\n        ...CustomerLicense_license\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  mutation StaffMoveLicense($id: ID!, $mid: String!, $reason: String!) {\n    staffMoveLicense(id: $id, mid: $mid, reason: $reason) {\n      id\n      ...CustomerLicense_license\n    }\n  }\n": types.StaffMoveLicenseDocument,
    "\n  mutation ResendLicenseMail($id: ID!) {\n    resendLicenseMail(id: $id) {\n      licenseId\n      to\n    }\n  }\n": types.ResendLicenseMailDocument,
    "\n  query QuoteEditions {\n    editions {\n      id\n      name\n      nameCn\n      sale\n      status\n    }\n  }\n": types.QuoteEditionsDocument,
    "\n  mutation QuoteLead($id: ID!, $input: LeadQuoteInput!) {\n    quoteLead(id: $id, input: $input) {\n      leadId\n      orderAmount\n      currency\n      mailedTo\n    }\n  }\n": types.QuoteLeadDocument,
    "\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    state\n    edition\n    name\n    email\n    mobile\n    company\n    quantity\n    comment\n    lostReason\n    owner {\n      id\n      username\n    }\n    createdAt\n    notes {\n      id\n      author\n      createdAt\n      text\n    }\n  }\n": types.StaffLeadFieldsFragmentDoc,
    "\n  query StaffLeads($filter: LeadFilter) {\n    staffLeads(filter: $filter) {\n      ...StaffLeadFields\n    }\n    staffLeadOwners {\n      id\n      username\n    }\n  }\n": types.StaffLeadsDocument,
    "\n  query StaffLeadsCsv($filter: LeadFilter) {\n    staffLeadsCsv(filter: $filter)\n  }\n": types.StaffLeadsCsvDocument,
    "\n  mutation MoveLead($id: ID!, $state: LeadState!, $reason: String) {\n    moveLead(id: $id, state: $state, reason: $reason) {\n      ...StaffLeadFields\n    }\n  }\n": types.MoveLeadDocument,
    "\n  mutation GrantLeadTrial($id: ID!) {\n    grantLeadTrial(id: $id) {\n      leadId\n      licenseId\n    }\n  }\n": types.GrantLeadTrialDocument,
    "\n  mutation AssignLead($id: ID!, $ownerId: ID) {\n    assignLead(id: $id, ownerId: $ownerId) {\n      ...StaffLeadFields\n    }\n  }\n": types.AssignLeadDocument,
    "\n  mutation NoteLead($id: ID!, $text: String!) {\n    noteLead(id: $id, text: $text) {\n      ...StaffLeadFields\n    }\n  }\n": types.NoteLeadDocument,
    "\n  fragment StaffAwaitingTransferFields on StaffAwaitingTransfer {\n    orderNo\n    buyerName\n    buyerEmail\n    total {\n      amount\n      currency\n    }\n    createdAt\n  }\n": types.StaffAwaitingTransferFieldsFragmentDoc,
    "\n  fragment StaffRefundApprovalFields on StaffRefundApproval {\n    id\n    orderNo\n    buyerName\n    paymentType\n    total {\n      amount\n      currency\n    }\n    reason\n    state\n    requestedBy\n    requestedAt\n    decidedBy\n    decidedAt\n    declineReason\n    outcome\n    providerReason\n  }\n": types.StaffRefundApprovalFieldsFragmentDoc,
    "\n  query StaffTransfers {\n    staffTransfers {\n      ...StaffAwaitingTransferFields\n    }\n  }\n": types.StaffTransfersDocument,
    "\n  query StaffTransferByReference($reference: String!) {\n    staffTransferByReference(reference: $reference) {\n      ...StaffAwaitingTransferFields\n    }\n  }\n": types.StaffTransferByReferenceDocument,
    "\n  mutation StaffConfirmTransfer($orderNo: String!, $reference: String!, $amount: Float!, $overrideReason: String) {\n    staffConfirmTransfer(orderNo: $orderNo, reference: $reference, amount: $amount, overrideReason: $overrideReason) {\n      orderNo\n      changed\n      licenses\n      matched\n    }\n  }\n": types.StaffConfirmTransferDocument,
    "\n  query StaffRefunds {\n    staffRefunds {\n      approvals {\n        ...StaffRefundApprovalFields\n      }\n      buyerRequests {\n        orderNo\n        buyerName\n        paymentType\n        total {\n          amount\n          currency\n        }\n        requestedAt\n        reason\n      }\n    }\n  }\n": types.StaffRefundsDocument,
    "\n  mutation StaffRequestRefund($orderNo: String!, $reason: String!) {\n    staffRequestRefund(orderNo: $orderNo, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n": types.StaffRequestRefundDocument,
    "\n  mutation StaffApproveRefund($id: ID!) {\n    staffApproveRefund(id: $id) {\n      ...StaffRefundApprovalFields\n    }\n  }\n": types.StaffApproveRefundDocument,
    "\n  mutation StaffDeclineRefund($id: ID!, $reason: String!) {\n    staffDeclineRefund(id: $id, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n": types.StaffDeclineRefundDocument,
    "\n  query StaffPaymentNotifications($orderNo: String, $verified: Boolean) {\n    staffPaymentNotifications(orderNo: $orderNo, verified: $verified) {\n      id\n      provider\n      receivedAt\n      verified\n      reason\n      event\n      orderNo\n      outcome\n    }\n  }\n": types.StaffPaymentNotificationsDocument,
    "\n  query StaffPageViews($from: String, $to: String) {\n    staffPageViews(from: $from, to: $to) {\n      from\n      to\n      total\n      perDayLocale {\n        day\n        locale\n        views\n      }\n      perDayPath {\n        day\n        path\n        views\n      }\n      topPaths {\n        path\n        views\n      }\n    }\n  }\n": types.StaffPageViewsDocument,
    "\n  query ReviewQueue($state: ReviewState) {\n    reviewQueue(state: $state) {\n      id\n      publisher\n      name\n      version\n      state\n      queuedAt\n      owner\n      warnings\n    }\n  }\n": types.ReviewQueueDocument,
    "\n  query ReviewUpload($id: ID!) {\n    reviewUpload(id: $id) {\n      upload {\n        id\n        publisher\n        name\n        version\n        engines\n        state\n        reason\n        queuedAt\n        size\n        warnings\n        owner\n      }\n      manifest\n      files {\n        path\n        size\n        sha256\n      }\n      readme\n      secrets {\n        file\n        line\n        kind\n        verdict\n      }\n      changes {\n        previousId\n        previousVersion\n        previousState\n        manifest {\n          field\n          before\n          after\n        }\n        filesAdded {\n          path\n          size\n        }\n        filesRemoved {\n          path\n          size\n        }\n        filesChanged {\n          path\n          sizeBefore\n          sizeAfter\n        }\n        readmeDiff {\n          op\n          line\n        }\n      }\n    }\n  }\n": types.ReviewUploadDocument,
    "\n  mutation ApproveUpload($id: ID!) {\n    approveUpload(id: $id) {\n      id\n      state\n    }\n  }\n": types.ApproveUploadDocument,
    "\n  mutation RejectUpload($id: ID!, $reason: String!) {\n    rejectUpload(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n": types.RejectUploadDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation AssignSeat($licenseId: ID!, $memberId: ID!) {\n    assignSeat(licenseId: $licenseId, memberId: $memberId) {\n      member {\n        id\n      }\n      license {\n        id\n        mid\n      }\n    }\n  }\n": types.AssignSeatDocument,
    "\n  query TeamSeats {\n    teams {\n      id\n      name\n      role\n      members {\n        id\n        username\n      }\n      seats {\n        lastValidatedAt\n        member {\n          id\n          username\n        }\n        license {\n          id\n          mid\n          generatedAt\n          expiredAt\n          renewal\n          movesLeft\n          edition {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.TeamSeatsDocument,
    "\n  fragment TeamPage_team on Team {\n    id\n    name\n    role\n    members {\n      id\n      username\n      role\n      joinedAt\n    }\n    seats {\n      license {\n        id\n      }\n      member {\n        id\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      language\n      expiresAt\n    }\n  }\n": types.TeamPage_TeamFragmentDoc,
    "\n  query Teams {\n    teams {\n      ...TeamPage_team\n    }\n  }\n": types.TeamsDocument,
    "\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      ...TeamPage_team\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation InviteToTeam($teamId: ID!, $email: String!, $role: TeamRole, $language: InvitationLanguage) {\n    inviteToTeam(teamId: $teamId, email: $email, role: $role, language: $language) {\n      id\n    }\n  }\n": types.InviteToTeamDocument,
    "\n  mutation WithdrawInvitation($id: ID!) {\n    withdrawInvitation(id: $id)\n  }\n": types.WithdrawInvitationDocument,
    "\n  mutation SetTeamRole($teamId: ID!, $memberId: ID!, $role: TeamRole!) {\n    setTeamRole(teamId: $teamId, memberId: $memberId, role: $role) {\n      ...TeamPage_team\n    }\n  }\n": types.SetTeamRoleDocument,
    "\n  mutation RemoveTeamMember($teamId: ID!, $memberId: ID!) {\n    removeTeamMember(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId)\n  }\n": types.LeaveTeamDocument,
    "\n  mutation HandOverTeam($teamId: ID!, $memberId: ID!) {\n    handOverTeam(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n": types.HandOverTeamDocument,
    "\n  query MyLicensesForTeam {\n    licenses(page: 1, size: 100) {\n      items {\n        id\n        licenseTypeName\n        status\n        expiredAt\n      }\n    }\n    teams {\n      id\n      seats {\n        license {\n          id\n        }\n      }\n    }\n  }\n": types.MyLicensesForTeamDocument,
    "\n  mutation AddTeamSeats($teamId: ID!, $licenseIds: [ID!]!) {\n    addTeamSeats(teamId: $teamId, licenseIds: $licenseIds) {\n      license {\n        id\n      }\n    }\n  }\n": types.AddTeamSeatsDocument,
    "\n  mutation ResendActivationMail($userId: ID!) {\n    resendActivationMail(userId: $userId)\n  }\n": types.ResendActivationMailDocument,
    "\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token)\n  }\n": types.ActivateAccountDocument,
    "\n  query AgreementPage {\n    agreement\n  }\n": types.AgreementPageDocument,
    "\n  mutation RefreshApiKey {\n    refreshApiKey\n  }\n": types.RefreshApiKeyDocument,
    "\n  mutation RedeemCrossLoginCode($code: String!) {\n    redeemCrossLoginCode(code: $code) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n": types.RedeemCrossLoginCodeDocument,
    "\n  query ModifyPage {\n    me {\n      id\n      username\n      email\n    }\n  }\n": types.ModifyPageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($username: String!, $email: String!) {\n    requestPasswordReset(username: $username, email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      username\n      email\n      key\n      status\n      createdAt\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      id\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation CreateCrossLoginCode {\n    createCrossLoginCode {\n      code\n      expiresAt\n    }\n  }\n": types.CreateCrossLoginCodeDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query RecentVersions {\n    versions {\n      id\n      name\n      createdAt\n      version\n      ...OsLinks_version\n    }\n  }\n": types.RecentVersionsDocument,
    "\n  fragment OsLinks_version on Version {\n    version\n    winDownloadUrl\n    macDownloadUrl\n    linuxDownloadUrl\n  }\n": types.OsLinks_VersionFragmentDoc,
    "\n  query VersionHistory {\n    downloads {\n      id\n      createdAt\n      version\n      content\n      ...OsLinks_version\n    }\n  }\n": types.VersionHistoryDocument,
    "\n  query PaymentMethods {\n    paymentMethods {\n      type\n      label\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      uuid\n    }\n  }\n": types.RequestCaptchaDocument,
    "\n  fragment DictionaryField_dictionaries on Dictionaries {\n    country {\n      text\n      value\n    }\n    position {\n      text\n      value\n    }\n    use {\n      text\n      value\n    }\n  }\n": types.DictionaryField_DictionariesFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderProfile {\n    me {\n      id\n      username\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  query HeaderProfile {\n    me {\n      id\n      username\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMe {\n    staffMe {\n      id\n      username\n      role\n      kind\n    }\n  }\n"): (typeof documents)["\n  query StaffMe {\n    staffMe {\n      id\n      username\n      role\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqPage {\n    faqGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query FaqPage {\n    faqGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturesPage {\n    featureGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeaturesPage {\n    featureGroups {\n      key\n      name\n      lists {\n        key\n        title\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePlugins($size: Int!) {\n    plugins(page: 1, size: $size) {\n      items {\n        id\n        extensionId\n        icon\n        name\n        displayName\n        publisher\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePlugins($size: Int!) {\n    plugins(page: 1, size: $size) {\n      items {\n        id\n        extensionId\n        icon\n        name\n        displayName\n        publisher\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PocCard_poc on PocPush {\n    name\n    nameEn\n    cveId\n    cvss\n    fofaQuery\n    product\n    assetCount\n    tags\n    tagsEn\n    releasedAt\n    description\n    descriptionEn\n    demoGifUrl\n  }\n"): (typeof documents)["\n  fragment PocCard_poc on PocPush {\n    name\n    nameEn\n    cveId\n    cvss\n    fofaQuery\n    product\n    assetCount\n    tags\n    tagsEn\n    releasedAt\n    description\n    descriptionEn\n    demoGifUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdatesPage {\n    pocPushGroups {\n      createdAtWeek\n      pushData {\n        cveId\n        ...PocCard_poc\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpdatesPage {\n    pocPushGroups {\n      createdAtWeek\n      pushData {\n        cveId\n        ...PocCard_poc\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocPage($kind: DocKind!) {\n    doc(kind: $kind) {\n      content\n      version\n      updateDate\n    }\n  }\n"): (typeof documents)["\n  query DocPage($kind: DocKind!) {\n    doc(kind: $kind) {\n      content\n      version\n      updateDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlueTeamIntro_edition on Edition {\n    id\n  }\n"): (typeof documents)["\n  fragment BlueTeamIntro_edition on Edition {\n    id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaleEditions {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n      ...Price_edition\n      ...BlueTeamIntro_edition\n    }\n  }\n"): (typeof documents)["\n  query SaleEditions {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n      ...Price_edition\n      ...BlueTeamIntro_edition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Price_edition on Edition {\n    monthAmount\n    yearAmount\n    monthOriginalAmount\n    yearOriginalAmount\n    dollarMonthAmount\n    dollarYearAmount\n    dollarMonthOriginalAmount\n    dollarYearOriginalAmount\n  }\n"): (typeof documents)["\n  fragment Price_edition on Edition {\n    monthAmount\n    yearAmount\n    monthOriginalAmount\n    yearOriginalAmount\n    dollarMonthAmount\n    dollarYearAmount\n    dollarMonthOriginalAmount\n    dollarYearOriginalAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateLicense($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n      sentTo\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateLicense($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n      sentTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenseHistory($id: ID!) {\n    license(id: $id) {\n      id\n      machineName\n      history {\n        kind\n        at\n        mid\n        machineName\n        expiredAt\n        previousExpiredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LicenseHistory($id: ID!) {\n    license(id: $id) {\n      id\n      machineName\n      history {\n        kind\n        at\n        mid\n        machineName\n        expiredAt\n        previousExpiredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenseManagement($page: Int!, $size: Int!) {\n    licenses(page: $page, size: $size) {\n      items {\n        id\n        status\n        key\n        ...LicenseTable_license\n      }\n      page\n      size\n      total\n    }\n    availableLicenseCount\n  }\n"): (typeof documents)["\n  query LicenseManagement($page: Int!, $size: Int!) {\n    licenses(page: $page, size: $size) {\n      items {\n        id\n        status\n        key\n        ...LicenseTable_license\n      }\n      page\n      size\n      total\n    }\n    availableLicenseCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LicenseTable_license on License {\n    id\n    licenseTypeName\n    mid\n    status\n    generatedAt\n    period\n    periodDay\n    key\n    keyExpiredAt\n    expiredAt\n    movesLeft\n    renewal\n    machineName\n    teamName\n    edition {\n      id\n      upgradesTo {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LicenseTable_license on License {\n    id\n    licenseTypeName\n    mid\n    status\n    generatedAt\n    period\n    periodDay\n    key\n    keyExpiredAt\n    expiredAt\n    movesLeft\n    renewal\n    machineName\n    teamName\n    edition {\n      id\n      upgradesTo {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveLicense($id: ID!) {\n    moveLicense(id: $id) {\n      id\n      status\n      mid\n      generatedAt\n      expiredAt\n      movesLeft\n      movesAgainAt\n    }\n  }\n"): (typeof documents)["\n  mutation MoveLicense($id: ID!) {\n    moveLicense(id: $id) {\n      id\n      status\n      mid\n      generatedAt\n      expiredAt\n      movesLeft\n      movesAgainAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportActivationCodes($licenseIds: [ID!], $all: Boolean) {\n    exportActivationCodes(licenseIds: $licenseIds, all: $all) {\n      licenseId\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ExportActivationCodes($licenseIds: [ID!], $all: Boolean) {\n    exportActivationCodes(licenseIds: $licenseIds, all: $all) {\n      licenseId\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAlipayPagePayment($orderNo: ID!) {\n    startAlipayPagePayment(orderNo: $orderNo)\n  }\n"): (typeof documents)["\n  mutation StartAlipayPagePayment($orderNo: ID!) {\n    startAlipayPagePayment(orderNo: $orderNo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankTransferDetails_payInfo on PayInfo {\n    accountName\n    bankName\n    accountNumber\n    swiftCode\n    bankAddress\n    beneficiaryAddress\n    amount {\n      amount\n      currency\n    }\n    orderNote\n    otherAmount {\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment BankTransferDetails_payInfo on PayInfo {\n    accountName\n    bankName\n    accountNumber\n    swiftCode\n    bankAddress\n    beneficiaryAddress\n    amount {\n      amount\n      currency\n    }\n    orderNote\n    otherAmount {\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankTransferPage($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderFacts_order\n      payInfo(paymentType: COMPANY_PAY) {\n        ...BankTransferDetails_payInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankTransferPage($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderFacts_order\n      payInfo(paymentType: COMPANY_PAY) {\n        ...BankTransferDetails_payInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckStand($orderNo: ID!, $paymentType: PaymentType, $withPayInfo: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      orderAmount {\n        currency\n      }\n      ...OrderFacts_order\n      payInfo(paymentType: $paymentType) @include(if: $withPayInfo) {\n        ...BankTransferDetails_payInfo\n        qrcodeUrl\n        amount {\n          amount\n          currency\n        }\n        otherAmount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckStand($orderNo: ID!, $paymentType: PaymentType, $withPayInfo: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      orderAmount {\n        currency\n      }\n      ...OrderFacts_order\n      payInfo(paymentType: $paymentType) @include(if: $withPayInfo) {\n        ...BankTransferDetails_payInfo\n        qrcodeUrl\n        amount {\n          amount\n          currency\n        }\n        otherAmount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceEditor_order on Order {\n    orderNo\n    invoice {\n      company\n      address\n      taxNumber\n      number\n      issuedAt\n      editable\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceEditor_order on Order {\n    orderNo\n    invoice {\n      company\n      address\n      taxNumber\n      number\n      issuedAt\n      editable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInvoiceDetails($input: InvoiceDetailsInput!) {\n    setInvoiceDetails(input: $input) {\n      company\n      address\n      taxNumber\n      number\n      editable\n    }\n  }\n"): (typeof documents)["\n  mutation SetInvoiceDetails($input: InvoiceDetailsInput!) {\n    setInvoiceDetails(input: $input) {\n      company\n      address\n      taxNumber\n      number\n      editable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderNo: ID!) {\n    cancelOrder(orderNo: $orderNo) {\n      orderNo\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderNo: ID!) {\n    cancelOrder(orderNo: $orderNo) {\n      orderNo\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRefund($orderNo: ID!, $reason: String) {\n    requestRefund(orderNo: $orderNo, reason: $reason) {\n      orderNo\n      refundRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRefund($orderNo: ID!, $reason: String) {\n    requestRefund(orderNo: $orderNo, reason: $reason) {\n      orderNo\n      refundRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($orderNo: ID!, $bankTransfer: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      licenseTypeName\n      period\n      periodDay\n      quantity\n      licenseTypePrice {\n        amount\n        currency\n      }\n      orderAmount {\n        amount\n        currency\n      }\n      paymentType\n      ...OrderStatus_order\n      payTime\n      createdAt\n      outerTradeNo\n      teamName\n      renewedLicenseIds\n      payInfo @include(if: $bankTransfer) {\n        ...BankTransferDetails_payInfo\n      }\n      ...InvoiceEditor_order\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($orderNo: ID!, $bankTransfer: Boolean!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      licenseTypeName\n      period\n      periodDay\n      quantity\n      licenseTypePrice {\n        amount\n        currency\n      }\n      orderAmount {\n        amount\n        currency\n      }\n      paymentType\n      ...OrderStatus_order\n      payTime\n      createdAt\n      outerTradeNo\n      teamName\n      renewedLicenseIds\n      payInfo @include(if: $bankTransfer) {\n        ...BankTransferDetails_payInfo\n      }\n      ...InvoiceEditor_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFacts_order on Order {\n    orderNo\n    licenseTypeName\n    quantity\n    period\n    periodDay\n    orderAmount {\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFacts_order on Order {\n    orderNo\n    licenseTypeName\n    quantity\n    period\n    periodDay\n    orderAmount {\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderForm($edition: ID!) {\n    me {\n      id\n      username\n      name\n      email\n    }\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      upgradesTo {\n        id\n      }\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n"): (typeof documents)["\n  query OrderForm($edition: ID!) {\n    me {\n      id\n      username\n      name\n      email\n    }\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      upgradesTo {\n        id\n      }\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderManagement($payStatus: PayStatusFilter!, $page: Int!, $size: Int!) {\n    orders(payStatus: $payStatus, page: $page, size: $size) {\n      items {\n        ...OrderTable_order\n      }\n      page\n      size\n      total\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n"): (typeof documents)["\n  query OrderManagement($payStatus: PayStatusFilter!, $page: Int!, $size: Int!) {\n    orders(payStatus: $payStatus, page: $page, size: $size) {\n      items {\n        ...OrderTable_order\n      }\n      page\n      size\n      total\n    }\n    paymentMethods {\n      type\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatus_order on Order {\n    state\n    refundReason\n    closedAt\n    refundRequestedAt\n  }\n"): (typeof documents)["\n  fragment OrderStatus_order on Order {\n    state\n    refundReason\n    closedAt\n    refundRequestedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTable_order on Order {\n    orderNo\n    paymentType\n    orderAmount {\n      amount\n      currency\n    }\n    period\n    payStatus\n    state\n    payTime\n    createdAt\n    receiptUrl\n    closedAt\n    refundableUntil\n    teamName\n    ...OrderStatus_order\n  }\n"): (typeof documents)["\n  fragment OrderTable_order on Order {\n    orderNo\n    paymentType\n    orderAmount {\n      amount\n      currency\n    }\n    period\n    payStatus\n    state\n    payTime\n    createdAt\n    receiptUrl\n    closedAt\n    refundableUntil\n    teamName\n    ...OrderStatus_order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTruth_order on Order {\n    orderNo\n    payStatus\n    state\n    closedAt\n    period\n    refundReason\n  }\n"): (typeof documents)["\n  fragment OrderTruth_order on Order {\n    orderNo\n    payStatus\n    state\n    closedAt\n    period\n    refundReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTruth($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      ...OrderTruth_order\n    }\n  }\n"): (typeof documents)["\n  query OrderTruth($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      ...OrderTruth_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePayPalPayment($input: PayPalReturnInput!) {\n    completePayPalPayment(input: $input)\n  }\n"): (typeof documents)["\n  mutation CompletePayPalPayment($input: PayPalReturnInput!) {\n    completePayPalPayment(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayAgain($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      payStatus\n    }\n  }\n"): (typeof documents)["\n  query PayAgain($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      paymentType\n      period\n      payStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidOrderFacts($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderTruth_order\n      receiptUrl\n      ...OrderFacts_order\n      ...RenewedLicense_order\n    }\n  }\n"): (typeof documents)["\n  query PaidOrderFacts($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      ...OrderTruth_order\n      receiptUrl\n      ...OrderFacts_order\n      ...RenewedLicense_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialUpgrade {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialUpgrade {\n    editions {\n      id\n      sale\n      upgradesTo {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RenewedLicense_order on Order {\n    renewedLicense {\n      id\n      mid\n      status\n      expiredAt\n    }\n  }\n"): (typeof documents)["\n  fragment RenewedLicense_order on Order {\n    renewedLicense {\n      id\n      mid\n      status\n      expiredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewedLicenseFile($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation RenewedLicenseFile($input: GenerateLicenseInput!) {\n    generateLicense(input: $input) {\n      licenseId\n      fileName\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuyerTeams {\n    teams {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query BuyerTeams {\n    teams {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidOrder($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      period\n      state\n    }\n  }\n"): (typeof documents)["\n  query PaidOrder($orderNo: ID!) {\n    order(orderNo: $orderNo) {\n      orderNo\n      period\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPreview($input: OrderInput!) {\n    orderPreview(input: $input) {\n      discounts {\n        period\n        label\n        description\n        descriptionCn\n      }\n      paymentType\n      period\n      periodDay\n      orderAmount {\n        amount\n        currency\n      }\n      discountAmount {\n        amount\n        currency\n      }\n      licenseTypePrice {\n        amount\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPreview($input: OrderInput!) {\n    orderPreview(input: $input) {\n      discounts {\n        period\n        label\n        description\n        descriptionCn\n      }\n      paymentType\n      period\n      periodDay\n      orderAmount {\n        amount\n        currency\n      }\n      discountAmount {\n        amount\n        currency\n      }\n      licenseTypePrice {\n        amount\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderPayStatus($orderNo: ID!) {\n    orderPayStatus(orderNo: $orderNo) {\n      orderNo\n      paid\n      status\n      state\n      trial\n      refundedAsSecondTrial\n    }\n  }\n"): (typeof documents)["\n  subscription OrderPayStatus($orderNo: ID!) {\n    orderPayStatus(orderNo: $orderNo) {\n      orderNo\n      paid\n      status\n      state\n      trial\n      refundedAsSecondTrial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayPalPayment($orderNo: ID!) {\n    startPayPalPayment(orderNo: $orderNo)\n  }\n"): (typeof documents)["\n  mutation StartPayPalPayment($orderNo: ID!) {\n    startPayPalPayment(orderNo: $orderNo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      orderNo\n      paymentType\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      orderNo\n      paymentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketFilters {\n    enginesVersions\n    pluginCategories {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  query MarketFilters {\n    enginesVersions\n    pluginCategories {\n      category\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketPage($keyword: String, $category: String, $engines: String, $page: Int, $size: Int) {\n    plugins(keyword: $keyword, category: $category, engines: $engines, page: $page, size: $size) {\n      items {\n        id\n        ...PluginCard_plugin\n      }\n      page\n      size\n      total\n    }\n  }\n"): (typeof documents)["\n  query MarketPage($keyword: String, $category: String, $engines: String, $page: Int, $size: Int) {\n    plugins(keyword: $keyword, category: $category, engines: $engines, page: $page, size: $size) {\n      items {\n        id\n        ...PluginCard_plugin\n      }\n      page\n      size\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PluginCard_plugin on Plugin {\n    extensionId\n    icon\n    name\n    displayName\n    publisher\n    category\n    downloadCount\n    version\n    description\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment PluginCard_plugin on Plugin {\n    extensionId\n    icon\n    name\n    displayName\n    publisher\n    category\n    downloadCount\n    version\n    description\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PluginDetail($extensionId: ID!) {\n    plugin(extensionId: $extensionId) {\n      id\n      extensionId\n      icon\n      name\n      displayName\n      publisher\n      category\n      downloadCount\n      version\n      engines\n      enginesMin\n      views\n      description\n      readme\n      changelog\n      downloadUrl\n      versions {\n        ...PluginVersions_version\n      }\n    }\n  }\n"): (typeof documents)["\n  query PluginDetail($extensionId: ID!) {\n    plugin(extensionId: $extensionId) {\n      id\n      extensionId\n      icon\n      name\n      displayName\n      publisher\n      category\n      downloadCount\n      version\n      engines\n      enginesMin\n      views\n      description\n      readme\n      changelog\n      downloadUrl\n      versions {\n        ...PluginVersions_version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PluginVersions_version on PluginVersion {\n    version\n    engines\n    date\n    sha256\n    signature\n    downloadUrl\n    signatureUrl\n  }\n"): (typeof documents)["\n  fragment PluginVersions_version on PluginVersion {\n    version\n    engines\n    date\n    sha256\n    signature\n    downloadUrl\n    signatureUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UploadRow_upload on Plugin {\n    uploadId\n    extensionId\n    version\n    icon\n    reviewStatus\n    reviewNote\n    warnings\n    queuePosition\n    uploadedAt\n  }\n"): (typeof documents)["\n  fragment UploadRow_upload on Plugin {\n    uploadId\n    extensionId\n    version\n    icon\n    reviewStatus\n    reviewNote\n    warnings\n    queuePosition\n    uploadedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlugins($page: Int, $size: Int) {\n    myPlugins(page: $page, size: $size) {\n      items {\n        id\n        uploadId\n        extensionId\n        ...UploadRow_upload\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query MyPlugins($page: Int, $size: Int) {\n    myPlugins(page: $page, size: $size) {\n      items {\n        id\n        uploadId\n        extensionId\n        ...UploadRow_upload\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPlugin($file: Upload!) {\n    uploadPlugin(file: $file) {\n      id\n      uploadId\n      extensionId\n      name\n      version\n      icon\n      reviewStatus\n      reviewNote\n      warnings\n      queuePosition\n      uploadedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UploadPlugin($file: Upload!) {\n    uploadPlugin(file: $file) {\n      id\n      uploadId\n      extensionId\n      name\n      version\n      icon\n      reviewStatus\n      reviewNote\n      warnings\n      queuePosition\n      uploadedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlugin($id: ID!) {\n    deletePlugin(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlugin($id: ID!) {\n    deletePlugin(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactSales($input: SalesContactInput!) {\n    contactSales(input: $input)\n  }\n"): (typeof documents)["\n  mutation ContactSales($input: SalesContactInput!) {\n    contactSales(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestVersion {\n    versions {\n      id\n      version\n      winDownloadUrl\n      macDownloadUrl\n      linuxDownloadUrl\n    }\n  }\n"): (typeof documents)["\n  query LatestVersion {\n    versions {\n      id\n      version\n      winDownloadUrl\n      macDownloadUrl\n      linuxDownloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesForm($edition: ID!) {\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      sale\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n  }\n"): (typeof documents)["\n  query SalesForm($edition: ID!) {\n    edition(id: $edition) {\n      id\n      name\n      nameCn\n      sale\n    }\n    dictionaries {\n      ...DictionaryField_dictionaries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialEdition($edition: ID!) {\n    edition(id: $edition) {\n      id\n      sale\n    }\n  }\n"): (typeof documents)["\n  query TrialEdition($edition: ID!) {\n    edition(id: $edition) {\n      id\n      sale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForTrial($input: TrialInput!) {\n    applyForTrial(input: $input)\n  }\n"): (typeof documents)["\n  mutation ApplyForTrial($input: TrialInput!) {\n    applyForTrial(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogPage($filter: AuditLogFilter, $page: Int, $size: Int) {\n    auditLog(filter: $filter, page: $page, size: $size) {\n      page\n      size\n      total\n      entries {\n        id\n        at\n        actorKind\n        actorName\n        ip\n        action\n        subjectType\n        subjectId\n        before\n        after\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogPage($filter: AuditLogFilter, $page: Int, $size: Int) {\n    auditLog(filter: $filter, page: $page, size: $size) {\n      page\n      size\n      total\n      entries {\n        id\n        at\n        actorKind\n        actorName\n        ip\n        action\n        subjectType\n        subjectId\n        before\n        after\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartStaffEnrolment($token: String!) {\n    startStaffEnrolment(token: $token) {\n      username\n      secret\n      otpauthUri\n    }\n  }\n"): (typeof documents)["\n  mutation StartStaffEnrolment($token: String!) {\n    startStaffEnrolment(token: $token) {\n      username\n      secret\n      otpauthUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishStaffEnrolment($input: FinishStaffEnrolmentInput!) {\n    finishStaffEnrolment(input: $input) {\n      username\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation FinishStaffEnrolment($input: FinishStaffEnrolmentInput!) {\n    finishStaffEnrolment(input: $input) {\n      username\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignIn($input: StaffSignInInput!) {\n    staffSignIn(input: $input) {\n      token\n      expiresAt\n      member {\n        id\n        username\n        role\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignIn($input: StaffSignInInput!) {\n    staffSignIn(input: $input) {\n      token\n      expiresAt\n      member {\n        id\n        username\n        role\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n"): (typeof documents)["\n  mutation StaffSignOut {\n    staffSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers {\n    staffMembers {\n      id\n      username\n      email\n      role\n      enrolled\n      disabled\n      lastSignInAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    staffMembers {\n      id\n      username\n      email\n      role\n      enrolled\n      disabled\n      lastSignInAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaff($input: CreateStaffInput!) {\n    createStaff(input: $input) {\n      enrolmentLink\n      expiresAt\n      member {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStaff($input: CreateStaffInput!) {\n    createStaff(input: $input) {\n      enrolmentLink\n      expiresAt\n      member {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffDisabled($id: ID!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffDisabled($id: ID!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndStaffSessions($id: ID!) {\n    endStaffSessions(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndStaffSessions($id: ID!) {\n    endStaffSessions(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSearch($q: String!) {\n    customerSearch(q: $q) {\n      matched\n      customers {\n        id\n        username\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerSearch($q: String!) {\n    customerSearch(q: $q) {\n      matched\n      customers {\n        id\n        username\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerLicense_license on CustomerLicense {\n    id\n    orderNo\n    edition\n    mid\n    machineName\n    generated\n    expiredAt\n    movesLeft\n    history {\n      kind\n      at\n      mid\n    }\n    supportMoves {\n      at\n      by\n      fromMid\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerLicense_license on CustomerLicense {\n    id\n    orderNo\n    edition\n    mid\n    machineName\n    generated\n    expiredAt\n    movesLeft\n    history {\n      kind\n      at\n      mid\n    }\n    supportMoves {\n      at\n      by\n      fromMid\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      customer {\n        id\n        username\n        email\n      }\n      createdAt\n      orders {\n        id\n        orderNo\n        edition\n        quantity\n        currency\n        amount\n        paid\n        createdAt\n      }\n      licenses {\n        id\n        ...CustomerLicense_license\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      customer {\n        id\n        username\n        email\n      }\n      createdAt\n      orders {\n        id\n        orderNo\n        edition\n        quantity\n        currency\n        amount\n        paid\n        createdAt\n      }\n      licenses {\n        id\n        ...CustomerLicense_license\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffMoveLicense($id: ID!, $mid: String!, $reason: String!) {\n    staffMoveLicense(id: $id, mid: $mid, reason: $reason) {\n      id\n      ...CustomerLicense_license\n    }\n  }\n"): (typeof documents)["\n  mutation StaffMoveLicense($id: ID!, $mid: String!, $reason: String!) {\n    staffMoveLicense(id: $id, mid: $mid, reason: $reason) {\n      id\n      ...CustomerLicense_license\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendLicenseMail($id: ID!) {\n    resendLicenseMail(id: $id) {\n      licenseId\n      to\n    }\n  }\n"): (typeof documents)["\n  mutation ResendLicenseMail($id: ID!) {\n    resendLicenseMail(id: $id) {\n      licenseId\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteEditions {\n    editions {\n      id\n      name\n      nameCn\n      sale\n      status\n    }\n  }\n"): (typeof documents)["\n  query QuoteEditions {\n    editions {\n      id\n      name\n      nameCn\n      sale\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteLead($id: ID!, $input: LeadQuoteInput!) {\n    quoteLead(id: $id, input: $input) {\n      leadId\n      orderAmount\n      currency\n      mailedTo\n    }\n  }\n"): (typeof documents)["\n  mutation QuoteLead($id: ID!, $input: LeadQuoteInput!) {\n    quoteLead(id: $id, input: $input) {\n      leadId\n      orderAmount\n      currency\n      mailedTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    state\n    edition\n    name\n    email\n    mobile\n    company\n    quantity\n    comment\n    lostReason\n    owner {\n      id\n      username\n    }\n    createdAt\n    notes {\n      id\n      author\n      createdAt\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    state\n    edition\n    name\n    email\n    mobile\n    company\n    quantity\n    comment\n    lostReason\n    owner {\n      id\n      username\n    }\n    createdAt\n    notes {\n      id\n      author\n      createdAt\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffLeads($filter: LeadFilter) {\n    staffLeads(filter: $filter) {\n      ...StaffLeadFields\n    }\n    staffLeadOwners {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query StaffLeads($filter: LeadFilter) {\n    staffLeads(filter: $filter) {\n      ...StaffLeadFields\n    }\n    staffLeadOwners {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffLeadsCsv($filter: LeadFilter) {\n    staffLeadsCsv(filter: $filter)\n  }\n"): (typeof documents)["\n  query StaffLeadsCsv($filter: LeadFilter) {\n    staffLeadsCsv(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveLead($id: ID!, $state: LeadState!, $reason: String) {\n    moveLead(id: $id, state: $state, reason: $reason) {\n      ...StaffLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveLead($id: ID!, $state: LeadState!, $reason: String) {\n    moveLead(id: $id, state: $state, reason: $reason) {\n      ...StaffLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantLeadTrial($id: ID!) {\n    grantLeadTrial(id: $id) {\n      leadId\n      licenseId\n    }\n  }\n"): (typeof documents)["\n  mutation GrantLeadTrial($id: ID!) {\n    grantLeadTrial(id: $id) {\n      leadId\n      licenseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignLead($id: ID!, $ownerId: ID) {\n    assignLead(id: $id, ownerId: $ownerId) {\n      ...StaffLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignLead($id: ID!, $ownerId: ID) {\n    assignLead(id: $id, ownerId: $ownerId) {\n      ...StaffLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteLead($id: ID!, $text: String!) {\n    noteLead(id: $id, text: $text) {\n      ...StaffLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoteLead($id: ID!, $text: String!) {\n    noteLead(id: $id, text: $text) {\n      ...StaffLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffAwaitingTransferFields on StaffAwaitingTransfer {\n    orderNo\n    buyerName\n    buyerEmail\n    total {\n      amount\n      currency\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffAwaitingTransferFields on StaffAwaitingTransfer {\n    orderNo\n    buyerName\n    buyerEmail\n    total {\n      amount\n      currency\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffRefundApprovalFields on StaffRefundApproval {\n    id\n    orderNo\n    buyerName\n    paymentType\n    total {\n      amount\n      currency\n    }\n    reason\n    state\n    requestedBy\n    requestedAt\n    decidedBy\n    decidedAt\n    declineReason\n    outcome\n    providerReason\n  }\n"): (typeof documents)["\n  fragment StaffRefundApprovalFields on StaffRefundApproval {\n    id\n    orderNo\n    buyerName\n    paymentType\n    total {\n      amount\n      currency\n    }\n    reason\n    state\n    requestedBy\n    requestedAt\n    decidedBy\n    decidedAt\n    declineReason\n    outcome\n    providerReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTransfers {\n    staffTransfers {\n      ...StaffAwaitingTransferFields\n    }\n  }\n"): (typeof documents)["\n  query StaffTransfers {\n    staffTransfers {\n      ...StaffAwaitingTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTransferByReference($reference: String!) {\n    staffTransferByReference(reference: $reference) {\n      ...StaffAwaitingTransferFields\n    }\n  }\n"): (typeof documents)["\n  query StaffTransferByReference($reference: String!) {\n    staffTransferByReference(reference: $reference) {\n      ...StaffAwaitingTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffConfirmTransfer($orderNo: String!, $reference: String!, $amount: Float!, $overrideReason: String) {\n    staffConfirmTransfer(orderNo: $orderNo, reference: $reference, amount: $amount, overrideReason: $overrideReason) {\n      orderNo\n      changed\n      licenses\n      matched\n    }\n  }\n"): (typeof documents)["\n  mutation StaffConfirmTransfer($orderNo: String!, $reference: String!, $amount: Float!, $overrideReason: String) {\n    staffConfirmTransfer(orderNo: $orderNo, reference: $reference, amount: $amount, overrideReason: $overrideReason) {\n      orderNo\n      changed\n      licenses\n      matched\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRefunds {\n    staffRefunds {\n      approvals {\n        ...StaffRefundApprovalFields\n      }\n      buyerRequests {\n        orderNo\n        buyerName\n        paymentType\n        total {\n          amount\n          currency\n        }\n        requestedAt\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffRefunds {\n    staffRefunds {\n      approvals {\n        ...StaffRefundApprovalFields\n      }\n      buyerRequests {\n        orderNo\n        buyerName\n        paymentType\n        total {\n          amount\n          currency\n        }\n        requestedAt\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRequestRefund($orderNo: String!, $reason: String!) {\n    staffRequestRefund(orderNo: $orderNo, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n"): (typeof documents)["\n  mutation StaffRequestRefund($orderNo: String!, $reason: String!) {\n    staffRequestRefund(orderNo: $orderNo, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffApproveRefund($id: ID!) {\n    staffApproveRefund(id: $id) {\n      ...StaffRefundApprovalFields\n    }\n  }\n"): (typeof documents)["\n  mutation StaffApproveRefund($id: ID!) {\n    staffApproveRefund(id: $id) {\n      ...StaffRefundApprovalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffDeclineRefund($id: ID!, $reason: String!) {\n    staffDeclineRefund(id: $id, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n"): (typeof documents)["\n  mutation StaffDeclineRefund($id: ID!, $reason: String!) {\n    staffDeclineRefund(id: $id, reason: $reason) {\n      ...StaffRefundApprovalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPaymentNotifications($orderNo: String, $verified: Boolean) {\n    staffPaymentNotifications(orderNo: $orderNo, verified: $verified) {\n      id\n      provider\n      receivedAt\n      verified\n      reason\n      event\n      orderNo\n      outcome\n    }\n  }\n"): (typeof documents)["\n  query StaffPaymentNotifications($orderNo: String, $verified: Boolean) {\n    staffPaymentNotifications(orderNo: $orderNo, verified: $verified) {\n      id\n      provider\n      receivedAt\n      verified\n      reason\n      event\n      orderNo\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPageViews($from: String, $to: String) {\n    staffPageViews(from: $from, to: $to) {\n      from\n      to\n      total\n      perDayLocale {\n        day\n        locale\n        views\n      }\n      perDayPath {\n        day\n        path\n        views\n      }\n      topPaths {\n        path\n        views\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffPageViews($from: String, $to: String) {\n    staffPageViews(from: $from, to: $to) {\n      from\n      to\n      total\n      perDayLocale {\n        day\n        locale\n        views\n      }\n      perDayPath {\n        day\n        path\n        views\n      }\n      topPaths {\n        path\n        views\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue($state: ReviewState) {\n    reviewQueue(state: $state) {\n      id\n      publisher\n      name\n      version\n      state\n      queuedAt\n      owner\n      warnings\n    }\n  }\n"): (typeof documents)["\n  query ReviewQueue($state: ReviewState) {\n    reviewQueue(state: $state) {\n      id\n      publisher\n      name\n      version\n      state\n      queuedAt\n      owner\n      warnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewUpload($id: ID!) {\n    reviewUpload(id: $id) {\n      upload {\n        id\n        publisher\n        name\n        version\n        engines\n        state\n        reason\n        queuedAt\n        size\n        warnings\n        owner\n      }\n      manifest\n      files {\n        path\n        size\n        sha256\n      }\n      readme\n      secrets {\n        file\n        line\n        kind\n        verdict\n      }\n      changes {\n        previousId\n        previousVersion\n        previousState\n        manifest {\n          field\n          before\n          after\n        }\n        filesAdded {\n          path\n          size\n        }\n        filesRemoved {\n          path\n          size\n        }\n        filesChanged {\n          path\n          sizeBefore\n          sizeAfter\n        }\n        readmeDiff {\n          op\n          line\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewUpload($id: ID!) {\n    reviewUpload(id: $id) {\n      upload {\n        id\n        publisher\n        name\n        version\n        engines\n        state\n        reason\n        queuedAt\n        size\n        warnings\n        owner\n      }\n      manifest\n      files {\n        path\n        size\n        sha256\n      }\n      readme\n      secrets {\n        file\n        line\n        kind\n        verdict\n      }\n      changes {\n        previousId\n        previousVersion\n        previousState\n        manifest {\n          field\n          before\n          after\n        }\n        filesAdded {\n          path\n          size\n        }\n        filesRemoved {\n          path\n          size\n        }\n        filesChanged {\n          path\n          sizeBefore\n          sizeAfter\n        }\n        readmeDiff {\n          op\n          line\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveUpload($id: ID!) {\n    approveUpload(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveUpload($id: ID!) {\n    approveUpload(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectUpload($id: ID!, $reason: String!) {\n    rejectUpload(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectUpload($id: ID!, $reason: String!) {\n    rejectUpload(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignSeat($licenseId: ID!, $memberId: ID!) {\n    assignSeat(licenseId: $licenseId, memberId: $memberId) {\n      member {\n        id\n      }\n      license {\n        id\n        mid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignSeat($licenseId: ID!, $memberId: ID!) {\n    assignSeat(licenseId: $licenseId, memberId: $memberId) {\n      member {\n        id\n      }\n      license {\n        id\n        mid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamSeats {\n    teams {\n      id\n      name\n      role\n      members {\n        id\n        username\n      }\n      seats {\n        lastValidatedAt\n        member {\n          id\n          username\n        }\n        license {\n          id\n          mid\n          generatedAt\n          expiredAt\n          renewal\n          movesLeft\n          edition {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamSeats {\n    teams {\n      id\n      name\n      role\n      members {\n        id\n        username\n      }\n      seats {\n        lastValidatedAt\n        member {\n          id\n          username\n        }\n        license {\n          id\n          mid\n          generatedAt\n          expiredAt\n          renewal\n          movesLeft\n          edition {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamPage_team on Team {\n    id\n    name\n    role\n    members {\n      id\n      username\n      role\n      joinedAt\n    }\n    seats {\n      license {\n        id\n      }\n      member {\n        id\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      language\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment TeamPage_team on Team {\n    id\n    name\n    role\n    members {\n      id\n      username\n      role\n      joinedAt\n    }\n    seats {\n      license {\n        id\n      }\n      member {\n        id\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      language\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Teams {\n    teams {\n      ...TeamPage_team\n    }\n  }\n"): (typeof documents)["\n  query Teams {\n    teams {\n      ...TeamPage_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      ...TeamPage_team\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      ...TeamPage_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToTeam($teamId: ID!, $email: String!, $role: TeamRole, $language: InvitationLanguage) {\n    inviteToTeam(teamId: $teamId, email: $email, role: $role, language: $language) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToTeam($teamId: ID!, $email: String!, $role: TeamRole, $language: InvitationLanguage) {\n    inviteToTeam(teamId: $teamId, email: $email, role: $role, language: $language) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawInvitation($id: ID!) {\n    withdrawInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation WithdrawInvitation($id: ID!) {\n    withdrawInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamRole($teamId: ID!, $memberId: ID!, $role: TeamRole!) {\n    setTeamRole(teamId: $teamId, memberId: $memberId, role: $role) {\n      ...TeamPage_team\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamRole($teamId: ID!, $memberId: ID!, $role: TeamRole!) {\n    setTeamRole(teamId: $teamId, memberId: $memberId, role: $role) {\n      ...TeamPage_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($teamId: ID!, $memberId: ID!) {\n    removeTeamMember(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($teamId: ID!, $memberId: ID!) {\n    removeTeamMember(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId)\n  }\n"): (typeof documents)["\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverTeam($teamId: ID!, $memberId: ID!) {\n    handOverTeam(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n"): (typeof documents)["\n  mutation HandOverTeam($teamId: ID!, $memberId: ID!) {\n    handOverTeam(teamId: $teamId, memberId: $memberId) {\n      ...TeamPage_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLicensesForTeam {\n    licenses(page: 1, size: 100) {\n      items {\n        id\n        licenseTypeName\n        status\n        expiredAt\n      }\n    }\n    teams {\n      id\n      seats {\n        license {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLicensesForTeam {\n    licenses(page: 1, size: 100) {\n      items {\n        id\n        licenseTypeName\n        status\n        expiredAt\n      }\n    }\n    teams {\n      id\n      seats {\n        license {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamSeats($teamId: ID!, $licenseIds: [ID!]!) {\n    addTeamSeats(teamId: $teamId, licenseIds: $licenseIds) {\n      license {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamSeats($teamId: ID!, $licenseIds: [ID!]!) {\n    addTeamSeats(teamId: $teamId, licenseIds: $licenseIds) {\n      license {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendActivationMail($userId: ID!) {\n    resendActivationMail(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation ResendActivationMail($userId: ID!) {\n    resendActivationMail(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token)\n  }\n"): (typeof documents)["\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementPage {\n    agreement\n  }\n"): (typeof documents)["\n  query AgreementPage {\n    agreement\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshApiKey {\n    refreshApiKey\n  }\n"): (typeof documents)["\n  mutation RefreshApiKey {\n    refreshApiKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemCrossLoginCode($code: String!) {\n    redeemCrossLoginCode(code: $code) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemCrossLoginCode($code: String!) {\n    redeemCrossLoginCode(code: $code) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModifyPage {\n    me {\n      id\n      username\n      email\n    }\n  }\n"): (typeof documents)["\n  query ModifyPage {\n    me {\n      id\n      username\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($username: String!, $email: String!) {\n    requestPasswordReset(username: $username, email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($username: String!, $email: String!) {\n    requestPasswordReset(username: $username, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      username\n      email\n      key\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      username\n      email\n      key\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        id\n        username\n        email\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCrossLoginCode {\n    createCrossLoginCode {\n      code\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCrossLoginCode {\n    createCrossLoginCode {\n      code\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentVersions {\n    versions {\n      id\n      name\n      createdAt\n      version\n      ...OsLinks_version\n    }\n  }\n"): (typeof documents)["\n  query RecentVersions {\n    versions {\n      id\n      name\n      createdAt\n      version\n      ...OsLinks_version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OsLinks_version on Version {\n    version\n    winDownloadUrl\n    macDownloadUrl\n    linuxDownloadUrl\n  }\n"): (typeof documents)["\n  fragment OsLinks_version on Version {\n    version\n    winDownloadUrl\n    macDownloadUrl\n    linuxDownloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionHistory {\n    downloads {\n      id\n      createdAt\n      version\n      content\n      ...OsLinks_version\n    }\n  }\n"): (typeof documents)["\n  query VersionHistory {\n    downloads {\n      id\n      createdAt\n      version\n      content\n      ...OsLinks_version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods {\n    paymentMethods {\n      type\n      label\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods {\n    paymentMethods {\n      type\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DictionaryField_dictionaries on Dictionaries {\n    country {\n      text\n      value\n    }\n    position {\n      text\n      value\n    }\n    use {\n      text\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment DictionaryField_dictionaries on Dictionaries {\n    country {\n      text\n      value\n    }\n    position {\n      text\n      value\n    }\n    use {\n      text\n      value\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;