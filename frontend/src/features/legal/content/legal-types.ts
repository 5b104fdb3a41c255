export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocumentContent {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}
