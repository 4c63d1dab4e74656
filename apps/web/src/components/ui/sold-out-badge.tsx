/** 'Habis' over the photo of a product that has nothing left (product cards and tiles); sits in a `relative` frame. */
export function SoldOutBadge() {
  return (
    <span className="absolute top-2 left-2 z-[1] rounded-full bg-ink/85 px-2.5 py-1 text-2xs font-semibold tracking-[0.12em] text-paper uppercase">
      Habis
    </span>
  );
}
