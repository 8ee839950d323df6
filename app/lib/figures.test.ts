import { describe, expect, it } from "vitest";
import { keepFigureTogether } from "./figures.ts";

describe("keepFigureTogether", () => {
  it("joins a figure and its units with non-breaking spaces", () => {
    expect(keepFigureTogether("3 min 40 s")).toBe("3\u00a0min\u00a040\u00a0s");
    expect(keepFigureTogether(" 1,200  km ")).toBe("1,200\u00a0km");
  });

  it("leaves a figure without spaces as it is", () => {
    expect(keepFigureTogether("38%")).toBe("38%");
  });
});
