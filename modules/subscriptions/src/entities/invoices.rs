use sea_orm::entity::prelude::*;

/// The simplified tax invoice of a paid payment.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_invoices")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub payment_id: i64,
    pub number: String,
    pub issued_at: DateTimeUtc,
    pub seller_name: String,
    pub vat_number: String,
    pub total_halalas: i64,
    pub vat_halalas: i64,
    /// The ZATCA QR payload: TLV in base64.
    pub qr_tlv: String,
    /// Where the PDF is stored, once rendered.
    pub document_key: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
