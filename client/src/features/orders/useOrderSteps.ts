import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { withoutCoupon } from './coupon.ts';
import { stepOf, withStep } from './order-step.ts';
import type { Section } from './OrderReview.tsx';
import type { Step } from './StepIndicator.tsx';

/** The id of a section of the details step, which an edit icon of the review scrolls back to. */
export const sectionId = (section: Section) => `order-${section}`;

/**
 * The order form's step and the address that carries it. The review is in the history (?step=review), so the
 * browser's Back returns to the details as filled. It shows only once the details were checked: in this visit, or
 * before a reload of this tab (`reviewed`, from the kept form); a shared link starts at the details. The address also
 * carries the coupon, which the cart may remove.
 */
export const useOrderSteps = (reviewed = false) => {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(reviewed);
  const wantsReview = stepOf(search) === 'review';
  const step: Step = wantsReview && checked ? 'review' : 'details';
  useEffect(() => {
    if (wantsReview && !checked) setSearch((current) => withStep(current, 'details'), { replace: true });
  }, [wantsReview, checked, setSearch]);
  /** the section an edit icon asked for, scrolled to once the details are back */
  const editing = useRef<Section | null>(null);
  useEffect(() => {
    if (step !== 'details' || !editing.current) return;
    document.getElementById(sectionId(editing.current))?.scrollIntoView({ block: 'start' });
    editing.current = null;
  }, [step]);

  /** The details were checked: on to the review, a new entry in the history. */
  const review = () => {
    setChecked(true);
    setSearch((current) => withStep(current, 'review'));
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
  /** Back to the details, as the browser's Back would: the review's entry is right after the details'. */
  const back = () => navigate(-1);
  /** The edit icons go back in the history, then scroll to their section. */
  const edit = (section: Section) => {
    editing.current = section;
    back();
  };
  const removeCoupon = () => setSearch(withoutCoupon(search), { replace: true });
  return { step, review, back, edit, removeCoupon };
};
