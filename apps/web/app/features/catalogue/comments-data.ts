// Product comments as the page shows them (get-allowed-comments for everyone, get-comments for a member).
import type { AllowedCommentsAnswer } from '@shop/contracts';

export interface CommentView {
  id: number;
  author: string;
  stars: number;
  content: string;
  date: string;
  images: string[];
}

export interface CommentsPage {
  comments: CommentView[];
  page: number;
  lastPage: number;
  total: number;
}

export function toCommentsPage(answer: AllowedCommentsAnswer | null): CommentsPage {
  if (!answer) return { comments: [], page: 1, lastPage: 1, total: 0 };
  const { comments } = answer;
  return {
    comments: comments.data.map((c) => ({
      id: c.comment_id,
      author: c.comment_name,
      stars: c.comment_stars,
      content: c.comment_content,
      date: c.created_at.slice(0, 10),
      images: c.comment_images,
    })),
    page: comments.page,
    lastPage: Math.max(1, comments.last_page),
    total: comments.total,
  };
}
