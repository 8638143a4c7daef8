// expect: CWE-89 @ 13
// note: MyBatis @Select with ${keyword} substitution of the mapper argument (text inlined into SQL)
package com.helpdesk.persistence;

import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

@Mapper
public interface TicketMapper {

    @Select("SELECT id, subject, priority FROM ticket WHERE subject LIKE '%${keyword}%' ORDER BY created_at DESC")
    List<TicketSummary> searchBySubject(@Param("keyword") String keyword);

    @Select("SELECT count(*) FROM ticket WHERE assignee_id = #{assigneeId}")
    int countAssigned(@Param("assigneeId") long assigneeId);

    record TicketSummary(long id, String subject, int priority) {}
}
