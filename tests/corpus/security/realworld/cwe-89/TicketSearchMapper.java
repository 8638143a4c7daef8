// expect: none (CWE-89 safe)
// note: MyBatis @Select uses #{keyword} binding; sort direction comes from a Java enum
package com.helpdesk.persistence;

import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

@Mapper
public interface TicketSearchMapper {

    @Select("SELECT id, subject, priority FROM ticket WHERE subject LIKE CONCAT('%', #{keyword}, '%') ORDER BY created_at DESC")
    List<TicketSummary> searchBySubject(@Param("keyword") String keyword);

    @Select("SELECT count(*) FROM ticket WHERE assignee_id = #{assigneeId}")
    int countAssigned(@Param("assigneeId") long assigneeId);

    record TicketSummary(long id, String subject, int priority) {}
}
