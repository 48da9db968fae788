//! Lessons in the app state: opening one, grading the learner's prediction by the run
//! (or the explorer run) the lesson asks for, and going back and forth between them.

use std::rc::Rc;

use acklab_lessons::{Answer, Subject};
use acklab_sim::Scenario;

use super::AppState;

/// Where the learner is in a lesson: predict, then run, then read the grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonProgress {
    /// Index in the course.
    pub index: usize,
    /// The choice the learner picked, if any.
    pub choice: Option<Answer>,
    /// The prediction was given (or skipped): the run is unlocked.
    pub committed: bool,
    /// What the simulator says the answer is, once the run has reached its end.
    pub simulated: Option<Answer>,
}

impl AppState {
    /// The id of the open lesson, if any: what `?lesson=` says.
    pub fn lesson_id(&self) -> Option<String> {
        let progress = self.lesson.as_ref()?;
        self.course.get(progress.index).map(|l| l.id.clone())
    }

    /// Whether the open lesson's question is about the guarantee, which only the
    /// explorer can answer.
    pub fn lesson_asks_for_explorer(&self) -> bool {
        let lesson = self.lesson.as_ref().and_then(|p| self.course.get(p.index));
        lesson.is_some_and(|l| l.prediction.about == Subject::Guarantee)
    }

    pub(super) fn with_lesson(&self, change: impl Fn(&mut LessonProgress)) -> Self {
        let mut lesson = self.lesson.clone();
        if let Some(progress) = lesson.as_mut() {
            change(progress);
        }
        AppState {
            lesson,
            ..self.clone()
        }
    }

    pub(super) fn open_lesson(&self, index: usize) -> Self {
        // A lesson whose file has not been fetched is only a title: it cannot open.
        let Some(lesson) = self.course.get(index).filter(|l| l.loaded) else {
            return self.clone();
        };
        let opened = match self.with_scenario(lesson.scenario.clone(), 0) {
            Ok(opened) => opened,
            Err(why) => return self.refused(why),
        };
        let progress = LessonProgress {
            index,
            choice: None,
            committed: false,
            simulated: None,
        };
        // The learner's own scenario is kept from before the first lesson only.
        let own_scenario = match &self.lesson {
            None => Some(self.scenario.clone()),
            Some(_) => self.own_scenario.clone(),
        };
        AppState {
            lesson: Some(progress),
            notice: None,
            push_history: true,
            own_scenario,
            ..opened
        }
        .forgetting_edits()
    }

    /// Back or Forward reached an address: show the lesson it names (a fresh
    /// prediction, as when it was opened) with the scenario it holds. A scenario too
    /// long for the page refuses the whole move (the notice to show).
    pub(super) fn restore(
        &self,
        lesson: Option<String>,
        scenario: Option<Scenario>,
    ) -> Result<Self, crate::notice::Notice> {
        let mut next = if lesson == self.lesson_id() {
            self.clone()
        } else {
            match lesson.and_then(|id| self.course.iter().position(|l| l.id == id)) {
                Some(index) => self.open_lesson(index),
                None => AppState {
                    lesson: None,
                    ..self.clone()
                },
            }
        };
        if let Some(scenario) = scenario.filter(|s| *s != *next.scenario && s.validate().is_ok()) {
            next = next.with_scenario(scenario, 0)?.forgetting_edits();
        }
        Ok(AppState {
            push_history: false,
            ..next
        })
    }

    /// Once the run a committed lesson asks for is done (the run to its end, or the
    /// explorer for a question about the guarantee), the core's answer is recorded and
    /// the lesson counts as done.
    pub(super) fn graded(self) -> Self {
        let Some(progress) = &self.lesson else {
            return self;
        };
        if !progress.committed || progress.simulated.is_some() {
            return self;
        }
        let Some(lesson) = self.course.get(progress.index) else {
            return self;
        };
        // A learner who changed the scenario after answering is trying things out:
        // the question was about the lesson's own scenario, so there is nothing to grade.
        if *self.scenario != lesson.scenario {
            return self;
        }
        let simulated = match &lesson.prediction.about {
            // The grade quotes the explorer run on screen, so the two cannot differ.
            // Lessons ask about single faults (`acklab_lessons::simulated_answer`): a
            // pairs sweep may find more, so it does not grade.
            Subject::Guarantee => match &self.exploration {
                Some(e) if e.scope == acklab_sim::Scope::SingleFaults => {
                    Answer::Guarantee(e.guarantee)
                }
                _ => return self,
            },
            Subject::Message(_) if self.tick < self.end_tick => return self,
            // What the core's verdict says of the message asked about, at the end of
            // the recorded run on screen (the same as `acklab_lessons::simulated_answer`).
            Subject::Message(id) => {
                let end = crate::view::SimView::at(&self.recording, self.end_tick);
                match end.verdicts.iter().find(|v| &v.id == id) {
                    Some(verdict) => Answer::Outcome(verdict.outcome),
                    None => return self,
                }
            }
        };
        let mut done = (*self.done).clone();
        if !done.contains(&lesson.id) {
            done.push(lesson.id.clone());
        }
        let lesson = Some(LessonProgress {
            simulated: Some(simulated),
            ..progress.clone()
        });
        AppState {
            lesson,
            done: Rc::new(done),
            ..self
        }
    }
}

impl AppState {
    /// Leaves the lesson; the playground stays as it is.
    pub(super) fn lesson_closed(&self) -> Self {
        AppState {
            lesson: None,
            ..self.clone()
        }
    }

    /// After the lessons, the learner's own scenario from before them comes back.
    pub(super) fn back_to_own_scenario(&self) -> Self {
        let Some(own) = self.own_scenario.as_ref().filter(|_| self.lesson.is_none()) else {
            return self.clone();
        };
        match self.with_scenario((**own).clone(), 0) {
            Ok(back) => AppState {
                own_scenario: None,
                push_history: true,
                ..back
            }
            .forgetting_edits(),
            Err(why) => self.refused(why),
        }
    }

    /// The lessons finished in earlier visits, read from storage.
    pub(super) fn with_done(&self, done: Vec<String>) -> Self {
        AppState {
            done: Rc::new(done),
            ..self.clone()
        }
    }
}
