// The 7-ELEVEN store map of the logistics provider (LOGISTICS_PROVIDER=ecpay): what checkout says around
// it. The spec is silent here (docs/decisions/060-ecpay-store-map.md).
export const storeMapMessages = {
  opening: '正在前往 7-ELEVEN 門市地圖…',
  openFailed: '無法開啟門市地圖，請稍後再試',
  /** The map's store is not on the shop's list of pickup stores. */
  unknownStore: '這間門市目前無法取貨，請選擇其他 7-ELEVEN 門市',
  /** The map's reply could not be read (wrong merchant, missing store or state). */
  invalidReply: '門市資料有誤，請重新選擇門市',
} as const;
