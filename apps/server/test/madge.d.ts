// madge ships no types; this is the part of its API the import-cycle test uses.
declare module 'madge' {
  interface MadgeResult {
    obj(): Record<string, string[]>;
    circular(): string[][];
    warnings(): { skipped: string[] };
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, { skipTypeImports?: boolean }>;
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
